// No 0/o, 1/l/i: a generated password is read off a screen and typed on a phone.
const ALPHABET = "23456789abcdefghjkmnpqrstuvwxyz";

/**
 * A readable random password: four groups of five characters ("k7m2q-...", 23 characters, about
 * 99 bits). `random` fills a byte array (crypto.getRandomValues in production); bytes that would
 * bias the choice are skipped, so every character is equally likely.
 */
export function generatePassword(random: (bytes: Uint8Array) => Uint8Array = (b) => crypto.getRandomValues(b)): string {
  const limit = 256 - (256 % ALPHABET.length);
  const chars: string[] = [];
  while (chars.length < 20) {
    for (const byte of random(new Uint8Array(32))) {
      if (byte < limit && chars.length < 20) chars.push(ALPHABET[byte % ALPHABET.length]!);
    }
  }
  return [0, 5, 10, 15].map((i) => chars.slice(i, i + 5).join("")).join("-");
}
