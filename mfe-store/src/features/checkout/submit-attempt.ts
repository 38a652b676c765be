/**
 * The `Idempotency-Key` of `POST /api/orders` (ARCHITECTURE "Placing an order"): one key per
 * submit attempt, reused when the same draft is sent again before an answer arrived (a double
 * click, a network failure, a 5xx), so the server returns the first order instead of a second.
 * It is forgotten once the server answered: after a failed payment the same draft is a new order.
 */
import type { StorageLike } from './draft-state';

export const attemptStorageKey = (branchIdentifier: string) => `theke.order-attempt.${branchIdentifier}`;

interface StoredAttempt {
  key: string;
  body: string;
}

export function newIdempotencyKey(): string {
  return globalThis.crypto.randomUUID();
}

function readAttempt(storage: StorageLike, branchIdentifier: string): StoredAttempt | null {
  try {
    return JSON.parse(storage.getItem(attemptStorageKey(branchIdentifier)) ?? 'null') as StoredAttempt | null;
  } catch {
    // A damaged entry is no open attempt.
    return null;
  }
}

/** The key for sending `body`: the open attempt's when it sent the same body, else a new one. */
export function idempotencyKeyFor(storage: StorageLike, branchIdentifier: string, body: string, createKey: () => string = newIdempotencyKey): string {
  const open = readAttempt(storage, branchIdentifier);
  if (open && open.body === body && typeof open.key === 'string') return open.key;
  const key = createKey();
  storage.setItem(attemptStorageKey(branchIdentifier), JSON.stringify({ key, body } satisfies StoredAttempt));
  return key;
}

/** Whether an answer settles the attempt: any answer of the server except a 5xx (or none at all). */
export function isAttemptSettled(status: number): boolean {
  return status > 0 && status < 500;
}

export function settleAttempt(storage: StorageLike, branchIdentifier: string): void {
  storage.removeItem(attemptStorageKey(branchIdentifier));
}
