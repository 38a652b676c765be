import { hash, verify } from '@node-rs/argon2';

// OWASP argon2id baseline: 19 MiB memory, 2 iterations, 1 lane.
// algorithm 2 = Argon2id (a const enum in the typings, which isolatedModules cannot read).
const OPTIONS = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** A real hash to verify against when the username is unknown, so both cases take the same time. */
let dummyHash: Promise<string> | null = null;
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword('theke-timing-equaliser');
  return dummyHash;
}
