// OWASP's argon2id parameters (19 MiB, 2 passes): about 40 ms per hash on these machines.
const ARGON2 = { algorithm: "argon2id", memoryCost: 19456, timeCost: 2 } as const;

export const hashPassword = (password: string) => Bun.password.hash(password, ARGON2);

export const verifyPassword = (password: string, hash: string) =>
  Bun.password.verify(password, hash).catch(() => false);

/** How the auth service hashes and checks passwords; tests wrap the real one to count its calls. */
export type PasswordHasher = {
  hash(password: string): Promise<string>;
  verify(password: string, hash: string): Promise<boolean>;
};
export const argon2Hasher: PasswordHasher = { hash: hashPassword, verify: verifyPassword };

// Verified against when the username does not exist, so both failures cost one verify and
// nothing else. Made when the service is created (once per process for the real hasher), never
// during a login: a first unknown-username login that also had to hash would take twice as long,
// and that difference would tell which usernames exist.
const dummyHashes = new WeakMap<PasswordHasher, Promise<string>>();
export function timingDummyHash(hasher: PasswordHasher): Promise<string> {
  let hash = dummyHashes.get(hasher);
  if (!hash) {
    hash = hasher.hash(crypto.randomUUID());
    dummyHashes.set(hasher, hash);
  }
  return hash;
}
