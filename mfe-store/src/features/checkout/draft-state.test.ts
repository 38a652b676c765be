import { emptyOrderDraft } from '@theke/domain';
import { makeBranch } from '@theke/domain/testing';
import { clearDraft, draftAfterOrder, draftStorageKey, loadDraft, migrateDraft, saveDraft, type DraftContext } from './draft-state';
import { paymentConfigOf } from './checkout-state';
import { idempotencyKeyFor, isAttemptSettled, settleAttempt } from './submit-attempt';

function memoryStorage(): Storage {
  const values = new Map<string, string>();
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    removeItem: (key: string) => void values.delete(key),
  } as Storage;
}

const now = new Date('2026-11-24T09:00:00Z');
const context: DraftContext = {
  paymentMethods: ['cash', 'mollie'],
  config: paymentConfigOf({ enableCash: true, enablePluginMollie: true, enableMollie: true }),
  branch: makeBranch({ isMollieEnabled: true }),
  tables: [{ id: 4, identifier: 'Schalter 1', branch: { id: 1 } }],
  donatees: [{ id: 2, identifier: 'tafel', name: 'Wiener Tafel', description: null }],
  now,
};

describe('order draft in browser storage (SPEC §3)', () => {
  it('starts with country AT and cash', () => {
    const draft = migrateDraft(null, context);
    expect(draft).toEqual({ ...emptyOrderDraft(), country: 'AT', paymentMethod: 'cash' });
  });

  it('survives a reload per branch', () => {
    const storage = memoryStorage();
    const draft = { ...migrateDraft(null, context), firstName: 'Eva', phone: '+43664', paymentMethod: 'mollie' as const, table: { id: 4 } };
    saveDraft(storage, 'graz', draft);
    expect(loadDraft(storage, 'graz', context)).toMatchObject({ firstName: 'Eva', phone: '+43664', paymentMethod: 'mollie', table: { id: 4, identifier: 'Schalter 1' } });
    expect(loadDraft(storage, 'wien', context).firstName).toBeNull();
    clearDraft(storage, 'graz');
    expect(loadDraft(storage, 'graz', context).firstName).toBeNull();
  });

  it('migrates an older unversioned draft and drops what no longer fits', () => {
    const storage = memoryStorage();
    storage.setItem(
      draftStorageKey('graz'),
      JSON.stringify({
        firstName: 'Eva',
        lastName: 42,
        country: 'FR',
        paymentMethod: 'datatrans',
        table: { id: 99 },
        donatee: { id: 2 },
        appointmentDate: '2026-11-20T10:00:00Z',
        unknownKey: 'x',
      }),
    );
    const draft = loadDraft(storage, 'graz', context);
    expect(draft).toMatchObject({ firstName: 'Eva', lastName: null, country: 'AT', paymentMethod: 'cash', table: null, donatee: { id: 2 }, appointmentDate: null });
    expect(draft).not.toHaveProperty('unknownKey');
  });

  it('keeps a future appointment and treats damaged JSON as no draft', () => {
    expect(migrateDraft({ appointmentDate: '2026-11-25T10:00:00+01:00' }, context).appointmentDate).toBe('2026-11-25T09:00:00.000Z');
    const storage = memoryStorage();
    storage.setItem(draftStorageKey('graz'), '{"firstName":');
    expect(loadDraft(storage, 'graz', context).firstName).toBeNull();
  });

  it('falls back to the first offered method when neither cash nor datatrans is offered', () => {
    expect(migrateDraft(null, { ...context, paymentMethods: ['mollie'], branch: makeBranch({ isCashEnabled: false }) }).paymentMethod).toBe('mollie');
  });

  it('forgets what belonged to the last order but keeps the guest details', () => {
    const after = draftAfterOrder({ ...emptyOrderDraft(), firstName: 'Eva', comment: 'Bitte läuten', appointmentDate: now.toISOString(), legalInstructions: true });
    expect(after).toMatchObject({ firstName: 'Eva', comment: null, appointmentDate: null, legalInstructions: false });
  });
});

describe('Idempotency-Key per submit attempt', () => {
  it('reuses the key while the same draft is retried without an answer, and starts anew after one', () => {
    const storage = memoryStorage();
    let n = 0;
    const createKey = () => `key-${++n}`;
    expect(idempotencyKeyFor(storage, 'graz', '{"a":1}', createKey)).toBe('key-1');
    expect(idempotencyKeyFor(storage, 'graz', '{"a":1}', createKey)).toBe('key-1');
    expect(idempotencyKeyFor(storage, 'graz', '{"a":2}', createKey)).toBe('key-2');
    settleAttempt(storage, 'graz');
    expect(idempotencyKeyFor(storage, 'graz', '{"a":2}', createKey)).toBe('key-3');
  });

  it('settles on any answer but a 5xx or a network failure', () => {
    expect(isAttemptSettled(201)).toBe(true);
    expect(isAttemptSettled(422)).toBe(true);
    expect(isAttemptSettled(502)).toBe(false);
    expect(isAttemptSettled(0)).toBe(false);
  });
});
