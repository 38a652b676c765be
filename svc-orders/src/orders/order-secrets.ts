import { createHash, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';

/** uid: a random UUID (122 random bits); hash: 192 random bits. Together they are the guest's key. */
export function newOrderUid(): string {
  return randomUUID();
}

const HASH_BYTES = 24;
/** CSPRNG bytes fetched in blocks (one system call per 170 hashes, like randomUUID's cache); each byte is used once. */
const RANDOM_BLOCK = HASH_BYTES * 170;
let randomPool = Buffer.alloc(0);
let randomOffset = 0;

export function newOrderHash(): string {
  if (randomOffset + HASH_BYTES > randomPool.length) {
    randomPool = randomBytes(RANDOM_BLOCK);
    randomOffset = 0;
  }
  const hash = randomPool.subarray(randomOffset, randomOffset + HASH_BYTES).toString('base64url');
  randomOffset += HASH_BYTES;
  return hash;
}

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Never used as a real hash: compared against when the uid is unknown, so both misses cost the same. */
const DECOY_HASH = newOrderHash();

/**
 * Compares in constant time (digests of equal length), and compares against a decoy when the
 * order is unknown: a wrong uid and a wrong hash take the same path (ARCHITECTURE.md "Public order").
 */
export function isOrderHash(stored: string | null | undefined, given: string): boolean {
  const matches = timingSafeEqual(digest(stored ?? DECOY_HASH), digest(given));
  return matches && stored !== null && stored !== undefined;
}

/** Canonical JSON (keys sorted) so that the same body hashes the same whatever the key order. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, entry]) => entry !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, entry]) => `${JSON.stringify(key)}:${canonical(entry)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** What an Idempotency-Key is bound to: the request body, hashed. */
export function requestHashOf(body: unknown): string {
  return createHash('sha256')
    .update(canonical(body ?? null))
    .digest('hex');
}
