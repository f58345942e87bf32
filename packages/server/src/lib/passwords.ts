import { hash, verify } from '@node-rs/argon2';

// Algorithm.Argon2id; the package's const enum cannot be read under isolatedModules.
const ARGON2ID = 2;

// OWASP's argon2id baseline: 19 MiB memory, 2 iterations, 1 lane (about 11 ms per hash here).
const options = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export const hashPassword = (password: string) => hash(password, options);

export async function verifyPassword(passwordHash: string | null | undefined, password: string) {
  if (!passwordHash) {
    // Same work as a real check, so an account without a password (social sign-in only) answers as slowly.
    await hash(password, options);
    return false;
  }
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** A fixed hash to verify against when the e-mail is unknown, so login answers in the same time either way. */
let dummyHash: Promise<string> | undefined;
export const dummyPasswordHash = () => {
  dummyHash ??= hashPassword('not-a-real-password-Aa1!');
  return dummyHash;
};
