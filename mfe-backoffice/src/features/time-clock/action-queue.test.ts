import { ApiError } from '@theke/ui';
import { ActionQueue, newAction, outcomeOfError, queueStorageKey, type QueuedAction, type SendOutcome } from './action-queue';

function memoryStorage(): Storage {
  const values = new Map<string, string>();
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    removeItem: (key: string) => void values.delete(key),
  } as Storage;
}

const apiError = (status: number, message = 'Fehler') => new ApiError(message, status, [{ message }], () => Promise.resolve());

const START = newAction('start', new Date('2025-03-31T06:00:00Z'), 'key-start');
const PAUSE = newAction('pause', new Date('2025-03-31T09:00:00Z'), 'key-pause');
const RESUME = newAction('resume', new Date('2025-03-31T09:30:00Z'), 'key-resume');

/** A server that records what it received and answers from a script, one answer per call. */
function server(answers: Array<SendOutcome | Error> = []) {
  const received: QueuedAction[] = [];
  const send = async (action: QueuedAction): Promise<SendOutcome> => {
    received.push(action);
    const answer = answers.shift() ?? { kind: 'sent' };
    if (answer instanceof Error) throw answer;
    return answer;
  };
  return { received, send };
}

describe('the time clock’s offline queue', () => {
  let storage: Storage;
  let queue: ActionQueue;

  beforeEach(() => {
    storage = memoryStorage();
    queue = new ActionQueue(storage, queueStorageKey('anna'));
  });

  it('records the device time and one idempotency key per press', () => {
    const action = newAction('end', new Date('2025-03-31T15:00:00Z'));
    expect(action).toEqual({ type: 'end', at: '2025-03-31T15:00:00.000Z', idempotencyKey: expect.any(String) });
    expect(newAction('end', new Date()).idempotencyKey).not.toBe(action.idempotencyKey);
  });

  it('sends in the order pressed, one at a time, and empties', async () => {
    queue.push(START);
    queue.push(PAUSE);
    queue.push(RESUME);
    let inFlight = 0;
    const sent: string[] = [];
    const result = await queue.flush(async (action) => {
      inFlight += 1;
      expect(inFlight).toBe(1);
      await Promise.resolve();
      sent.push(action.type);
      inFlight -= 1;
      return { kind: 'sent' };
    });
    expect(result).toBe('empty');
    expect(sent).toEqual(['start', 'pause', 'resume']);
    expect(queue.list()).toEqual([]);
    expect(storage.getItem(queueStorageKey('anna'))).toBeNull();
  });

  it('keeps an action that got no answer, and the next try sends it with the same key', async () => {
    queue.push(START);
    queue.push(PAUSE);
    const offline = server([apiError(0)]);
    expect(await queue.flush(offline.send)).toBe('unreachable');
    expect(offline.received).toEqual([START]);
    expect(queue.list()).toEqual([START, PAUSE]);

    const online = server();
    expect(await queue.flush(online.send)).toBe('empty');
    expect(online.received).toEqual([START, PAUSE]);
    expect(online.received[0]?.idempotencyKey).toBe('key-start');
  });

  it('retries after a server error or throttling, as after a lost connection', () => {
    for (const status of [0, 408, 429, 500, 502, 503]) expect(outcomeOfError(apiError(status))).toEqual({ kind: 'unreachable' });
    expect(outcomeOfError(new TypeError('Failed to fetch'))).toEqual({ kind: 'unreachable' });
  });

  it('drops an action the server refuses (409, 422) with its German message and sends the next', async () => {
    queue.push(PAUSE);
    queue.push(START);
    const settled: Array<[string, SendOutcome]> = [];
    const refusing = server([apiError(409, 'Es läuft keine Zeiterfassung.')]);
    expect(await queue.flush(refusing.send, (action, outcome) => settled.push([action.type, outcome]))).toBe('empty');
    expect(settled).toEqual([
      ['pause', { kind: 'refused', message: 'Es läuft keine Zeiterfassung.' }],
      ['start', { kind: 'sent' }],
    ]);
    expect(queue.list()).toEqual([]);
    expect(outcomeOfError(apiError(422, 'Der Zeitpunkt liegt in der Zukunft.'))).toEqual({
      kind: 'refused',
      message: 'Der Zeitpunkt liegt in der Zukunft.',
    });
  });

  it('keeps everything when the link is refused (401) and sends nothing after it', async () => {
    queue.push(START);
    queue.push(PAUSE);
    const refused = server([apiError(401, 'Der Zugangslink ist ungültig oder wurde erneuert.')]);
    expect(await queue.flush(refused.send)).toBe('unauthorized');
    expect(refused.received).toEqual([START]);
    expect(queue.list()).toEqual([START, PAUSE]);
  });

  it('survives a reload: a new queue over the same storage holds the same actions', async () => {
    queue.push(START);
    queue.push(PAUSE);
    const reloaded = new ActionQueue(storage, queueStorageKey('anna'));
    expect(reloaded.list()).toEqual([START, PAUSE]);
    expect(new ActionQueue(storage, queueStorageKey('bernd')).list()).toEqual([]);
    const { received, send } = server();
    await reloaded.flush(send);
    expect(received.map((action) => action.idempotencyKey)).toEqual(['key-start', 'key-pause']);
  });

  it('runs one flush at a time: a second call joins the first and nothing is sent twice', async () => {
    queue.push(START);
    const { received, send } = server();
    const [first, second] = [queue.flush(send), queue.flush(send)];
    await Promise.all([first, second]);
    expect(second).toBe(first);
    expect(received).toEqual([START]);
  });

  it('also sends what was pressed while it ran', async () => {
    queue.push(START);
    const received: QueuedAction[] = [];
    await queue.flush(async (action) => {
      received.push(action);
      if (action === received[0]) queue.push(PAUSE);
      return { kind: 'sent' };
    });
    expect(received.map((action) => action.type)).toEqual(['start', 'pause']);
  });

  it('ignores what is not a queued action in storage', () => {
    storage.setItem(queueStorageKey('anna'), JSON.stringify([{ type: 'dance', at: 'x', idempotencyKey: 'k' }, START, null]));
    expect(queue.list()).toEqual([START]);
    storage.setItem(queueStorageKey('anna'), '{broken');
    expect(queue.list()).toEqual([]);
  });

  it('lets an action the server keeps as a correction request (older than 24 h) leave the queue', async () => {
    queue.push(START);
    const settled: SendOutcome[] = [];
    await queue.flush(server([{ kind: 'requested' }]).send, (_, outcome) => settled.push(outcome));
    expect(settled).toEqual([{ kind: 'requested' }]);
    expect(queue.list()).toEqual([]);
  });
});
