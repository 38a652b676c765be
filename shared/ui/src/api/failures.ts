import { useSyncExternalStore } from 'react';

/** SPEC §8: each failed call records an error with a recovery action that retries the same action. */
export interface RecordedFailure {
  id: number;
  message: string;
  retry: () => Promise<unknown>;
}

type Listener = () => void;

let failures: readonly RecordedFailure[] = [];
let nextId = 1;
const listeners = new Set<Listener>();

function publish(next: readonly RecordedFailure[]): void {
  failures = next;
  for (const listener of listeners) listener();
}

export function recordFailure(message: string, retry: () => Promise<unknown>): RecordedFailure {
  const failure = { id: nextId++, message, retry };
  // The same message twice is one problem to the user: keep the newest retry only.
  publish([...failures.filter((f) => f.message !== message), failure]);
  return failure;
}

export function dismissFailure(id: number): void {
  publish(failures.filter((f) => f.id !== id));
}

/** Runs the failure's recovery action; a second failure is recorded again by whoever made the call. */
export async function retryFailure(failure: RecordedFailure): Promise<void> {
  dismissFailure(failure.id);
  await failure.retry().catch(() => undefined);
}

export function getFailures(): readonly RecordedFailure[] {
  return failures;
}

function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useFailures(): readonly RecordedFailure[] {
  return useSyncExternalStore(subscribe, getFailures, getFailures);
}
