import { hash, verify } from "@node-rs/argon2";

// Algorithm.Argon2id; the package exports it as an ambient const enum, which isolated modules cannot read.
const ARGON2ID = 2;

// OWASP's argon2id baseline: 19 MiB memory, 2 passes, 1 lane.
const options = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string) => hash(password, options);

/** False for a wrong password and for a malformed stored hash alike. */
export async function verifyPassword(storedHash: string, password: string): Promise<boolean> {
  try {
    return await verify(storedHash, password);
  } catch {
    return false;
  }
}
