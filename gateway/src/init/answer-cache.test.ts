import { AnswerCache, encodeAnswer, type Composed } from './answer-cache';

/** A composition the test finishes when it wants to. */
function pendingCompose(body: string, keep = true) {
  let finish: () => void = () => undefined;
  const composed = new Promise<Composed>((resolve) => {
    finish = () => resolve({ answer: encodeAnswer(body), keep });
  });
  let calls = 0;
  return {
    compose: () => {
      calls += 1;
      return composed;
    },
    finish: () => finish(),
    calls: () => calls,
  };
}

const text = async (answer: Promise<{ identity: Buffer }>) => (await answer).identity.toString();
const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('kept /api/init answers (ADR 0028)', () => {
  let clock = 0;
  const cache = () => new AnswerCache({ freshMs: 30_000, maxEntries: 10, now: () => clock });

  beforeEach(() => {
    clock = 0;
  });

  it('composes a missing answer once for every request that waits for it (single flight)', async () => {
    const answers = cache();
    const first = pendingCompose('eins');
    const waiting = [answers.get('guest', first.compose), answers.get('guest', first.compose), answers.get('guest', first.compose)];
    first.finish();
    expect(await Promise.all(waiting.map(text))).toEqual(['eins', 'eins', 'eins']);
    expect(first.calls()).toBe(1);
    expect(await text(answers.get('guest', () => Promise.reject(new Error('composed again'))))).toBe('eins');
  });

  it('keeps one answer per key', async () => {
    const answers = cache();
    expect(await text(answers.get('guest', async () => ({ answer: encodeAnswer('gast'), keep: true })))).toBe('gast');
    expect(await text(answers.get('staff 1', async () => ({ answer: encodeAnswer('admin'), keep: true })))).toBe('admin');
    expect(await text(answers.get('guest', () => Promise.reject(new Error('composed again'))))).toBe('gast');
  });

  it('serves an answer older than 30 s at once and composes one replacement in the background', async () => {
    const answers = cache();
    await answers.get('guest', async () => ({ answer: encodeAnswer('alt'), keep: true }));
    clock = 31_000;
    const next = pendingCompose('neu');
    expect(await text(answers.get('guest', next.compose))).toBe('alt');
    expect(await text(answers.get('guest', next.compose))).toBe('alt');
    expect(next.calls()).toBe(1);
    next.finish();
    await settle();
    expect(await text(answers.get('guest', () => Promise.reject(new Error('composed again'))))).toBe('neu');
  });

  it('sends an incomplete answer to its waiters without keeping it', async () => {
    const answers = cache();
    expect(await text(answers.get('guest', async () => ({ answer: encodeAnswer('ohne Inhalte'), keep: false })))).toBe('ohne Inhalte');
    expect(await text(answers.get('guest', async () => ({ answer: encodeAnswer('vollständig'), keep: true })))).toBe('vollständig');
  });

  it('drops everything on a change; a composition begun before it is not kept, and later requests do not wait for it', async () => {
    const answers = cache();
    const before = pendingCompose('vor der Änderung');
    const waiting = answers.get('guest', before.compose);
    answers.clear();
    const after = answers.get('guest', async () => ({ answer: encodeAnswer('nach der Änderung'), keep: true }));
    before.finish();
    expect(await text(waiting)).toBe('vor der Änderung');
    expect(await text(after)).toBe('nach der Änderung');
    expect(await text(answers.get('guest', () => Promise.reject(new Error('composed again'))))).toBe('nach der Änderung');
  });
});
