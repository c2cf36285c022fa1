// OWASP's argon2id parameters (19 MiB, 2 passes): about 40 ms per hash on these machines.
const ARGON2 = { algorithm: "argon2id", memoryCost: 19456, timeCost: 2 } as const;

export const hashPassword = (password: string) => Bun.password.hash(password, ARGON2);

export const verifyPassword = (password: string, hash: string) =>
  Bun.password.verify(password, hash).catch(() => false);

// Verified against when the username does not exist, so both failures take the same time.
let dummyHash: Promise<string> | undefined;
export const timingDummyHash = () => (dummyHash ??= hashPassword(crypto.randomUUID()));
