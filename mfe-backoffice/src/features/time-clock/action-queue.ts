/**
 * The time clock's offline queue (issue 21 "Offline-safe"): every button press is stored first,
 * with the device's time and an idempotency key made once, then sent in order, one at a time. A
 * network failure keeps it queued for the next try with the same key (the server answers a
 * repeated key with its first answer), so nothing is lost and nothing is applied twice. Kept in
 * localStorage per username: it survives a reload and a renewed link of the same employee.
 */
import { ACTIVITY_ACTIONS, type ActivityAction } from '@theke/domain';
import { isApiError } from '@theke/ui';

export interface QueuedAction {
  type: ActivityAction;
  /** The device's time of the press (ISO): the server records this, not the time it arrives. */
  at: string;
  idempotencyKey: string;
}

export type QueueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** What an answer means for the action at the head of the queue. */
export type SendOutcome =
  /** Recorded (2xx): leaves the queue. */
  | { kind: 'sent' }
  /** Older than 24 h (202): not applied but stored as a correction request for an administrator; leaves the queue. */
  | { kind: 'requested' }
  /** Refused for good (409 does not fit the state, 422 time not accepted, …): leaves the queue, the message is shown. */
  | { kind: 'refused'; message: string }
  /** The link is wrong or was renewed (401): kept, and nothing more is sent through this link. */
  | { kind: 'unauthorized'; message: string }
  /** No answer, or one worth another try (5xx, 408, 429): kept for the next try. */
  | { kind: 'unreachable' };

export function newAction(type: ActivityAction, at: Date, key: string = crypto.randomUUID()): QueuedAction {
  return { type, at: at.toISOString(), idempotencyKey: key };
}

const RETRIED_STATUSES = new Set([0, 408, 429]);

/** The outcome of a failed send: the API client's error (status 0 when the network failed). */
export function outcomeOfError(error: unknown): SendOutcome {
  if (!isApiError(error) || RETRIED_STATUSES.has(error.status) || error.status >= 500) return { kind: 'unreachable' };
  if (error.status === 401) return { kind: 'unauthorized', message: error.message };
  return { kind: 'refused', message: error.message };
}

function isQueuedAction(value: unknown): value is QueuedAction {
  if (!value || typeof value !== 'object') return false;
  const { type, at, idempotencyKey } = value as Record<string, unknown>;
  return (
    ACTIVITY_ACTIONS.includes(type as ActivityAction) &&
    typeof at === 'string' &&
    typeof idempotencyKey === 'string' &&
    idempotencyKey !== ''
  );
}

export const queueStorageKey = (username: string) => `theke.timeClock.queue.${username}`;

/** The queued actions of one employee in the order they were pressed. */
export class ActionQueue {
  private flushing: Promise<SendOutcome['kind'] | 'empty'> | null = null;

  constructor(
    private readonly storage: QueueStorage,
    private readonly key: string,
  ) {}

  /** Read each time: another tab of the same employee may have sent or added actions. */
  list(): QueuedAction[] {
    try {
      const stored: unknown = JSON.parse(this.storage.getItem(this.key) ?? '[]');
      return Array.isArray(stored) ? stored.filter(isQueuedAction) : [];
    } catch {
      return [];
    }
  }

  push(action: QueuedAction): void {
    this.write([...this.list(), action]);
  }

  /** By key, not position: another tab may have removed it already. */
  remove(idempotencyKey: string): void {
    this.write(this.list().filter((action) => action.idempotencyKey !== idempotencyKey));
  }

  /**
   * Sends the queue head first until it is empty ('empty') or an action must wait ('unreachable',
   * 'unauthorized'). One run at a time: a call while one runs joins it (the run reads the queue
   * again after each action, so it also sends what was pressed meanwhile).
   */
  flush(
    send: (action: QueuedAction) => Promise<SendOutcome>,
    settled: (action: QueuedAction, outcome: SendOutcome) => void = () => undefined,
  ): Promise<SendOutcome['kind'] | 'empty'> {
    this.flushing ??= this.drain(send, settled).finally(() => (this.flushing = null));
    return this.flushing;
  }

  private async drain(
    send: (action: QueuedAction) => Promise<SendOutcome>,
    settled: (action: QueuedAction, outcome: SendOutcome) => void,
  ): Promise<SendOutcome['kind'] | 'empty'> {
    for (let head = this.list()[0]; head; head = this.list()[0]) {
      const outcome = await send(head).catch(outcomeOfError);
      if (outcome.kind === 'unreachable' || outcome.kind === 'unauthorized') {
        settled(head, outcome);
        return outcome.kind;
      }
      this.remove(head.idempotencyKey);
      settled(head, outcome);
    }
    return 'empty';
  }

  private write(actions: QueuedAction[]): void {
    if (actions.length === 0) this.storage.removeItem(this.key);
    else this.storage.setItem(this.key, JSON.stringify(actions));
  }
}
