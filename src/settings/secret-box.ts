/**
 * Encryption at rest for secrets the owner types into the app (the WhatsApp credentials): AES-256-GCM
 * through WebCrypto, with a key derived by HKDF-SHA-256 from the session secret (SESSION_SECRET, or
 * the one generated and kept in the database). A copy of the database file alone (a backup) does
 * not give the token away when SESSION_SECRET is set outside it; a tampered value fails to open.
 * Stored form: "v1:" + base64(12-byte IV ‖ ciphertext+tag). The purpose is bound as additional
 * data, so a value cannot be moved to another key.
 */
const encoder = new TextEncoder();

export type SecretBox = {
  seal(purpose: string, plain: string): Promise<string>;
  /** null when the value is not ours or was sealed with another secret. */
  open(purpose: string, sealed: string): Promise<string | null>;
};

export function createSecretBox(secret: string): SecretBox {
  const key = (async () => {
    const material = await crypto.subtle.importKey("raw", encoder.encode(secret), "HKDF", false, ["deriveKey"]);
    return crypto.subtle.deriveKey(
      { name: "HKDF", hash: "SHA-256", salt: encoder.encode("salone/settings"), info: encoder.encode("settings-encryption-v1") },
      material,
      { name: "AES-GCM", length: 256 },
      false,
      ["encrypt", "decrypt"],
    );
  })();
  return {
    async seal(purpose, plain) {
      const iv = crypto.getRandomValues(new Uint8Array(12));
      const sealed = await crypto.subtle.encrypt({ name: "AES-GCM", iv, additionalData: encoder.encode(purpose) }, await key, encoder.encode(plain));
      const out = new Uint8Array(iv.length + sealed.byteLength);
      out.set(iv);
      out.set(new Uint8Array(sealed), iv.length);
      return `v1:${Buffer.from(out).toString("base64")}`;
    },
    async open(purpose, sealed) {
      if (!sealed.startsWith("v1:")) return null;
      const bytes = Buffer.from(sealed.slice(3), "base64");
      if (bytes.length < 13) return null;
      try {
        const plain = await crypto.subtle.decrypt(
          { name: "AES-GCM", iv: bytes.subarray(0, 12), additionalData: encoder.encode(purpose) },
          await key,
          bytes.subarray(12),
        );
        return new TextDecoder().decode(plain);
      } catch {
        return null;
      }
    },
  };
}
