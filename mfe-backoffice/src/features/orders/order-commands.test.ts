import { de } from '@theke/ui';
import { commandRequest } from './order-commands';

const fallback = (key: string): string =>
  key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], de) as string;

describe('order commands (SPEC §7 calls, §8 fallbacks)', () => {
  it('posts status actions; reject carries the message for the guest', () => {
    expect(commandRequest(7, { kind: 'status', action: 'confirm' })).toEqual({
      method: 'POST',
      url: '/api/orders/7/status/confirm',
      body: undefined,
      fallbackKey: 'messages.order.changeStatus',
    });
    expect(commandRequest(7, { kind: 'status', action: 'reject', rejectionMessage: ' Leider ausverkauft. ' }).body).toEqual({
      rejectionMessage: 'Leider ausverkauft.',
    });
    expect(commandRequest(7, { kind: 'status', action: 'reject', rejectionMessage: '  ' }).body).toEqual({
      rejectionMessage: null,
    });
  });

  it('uses the spec’s German fallback of each kind of write', () => {
    const cases = [
      [{ kind: 'status', action: 'cancel' }, 'Bestellung konnte nicht storniert werden.'],
      [{ kind: 'status', action: 'in-delivery' }, 'Bestellstatus konnte nicht geändert werden.'],
      [{ kind: 'print' }, 'Beleg konnte nicht gedruckt werden.'],
      [{ kind: 'check-payment' }, 'Zahlungsstatus konnte nicht überprüft werden.'],
      [{ kind: 'resend-email' }, 'Bestätigung konnte nicht versendet werden.'],
      [{ kind: 'resend-sms' }, 'Bestätigung konnte nicht versendet werden.'],
      [{ kind: 'edit', changes: {} }, 'Bestellung konnte nicht aktualisiert werden.'],
      [{ kind: 'delete' }, 'Bestellung konnte nicht gelöscht werden.'],
    ] as const;
    for (const [command, text] of cases) expect(fallback(commandRequest(1, command).fallbackKey)).toBe(text);
  });

  it('puts edits, counter appointments and item edits to their paths', () => {
    expect(commandRequest(3, { kind: 'edit', changes: { comment: 'Bitte läuten' } })).toMatchObject({
      method: 'PUT',
      url: '/api/orders/3',
      body: { comment: 'Bitte läuten' },
    });
    expect(commandRequest(3, { kind: 'counter-appointment', counterAppointment: '2025-10-16T13:30:00.000Z' }).body).toEqual({
      counterAppointment: '2025-10-16T13:30:00.000Z',
    });
    expect(
      commandRequest(3, { kind: 'item', index: 1, edit: { amount: 2, unit: 'piece', parts: [0, [1, 2]] } }),
    ).toMatchObject({ method: 'PUT', url: '/api/orders/3/items/1', body: { amount: 2, unit: 'piece', parts: [0, [1, 2]] } });
    expect(commandRequest(3, { kind: 'delete' })).toMatchObject({ method: 'DELETE', url: '/api/orders/3' });
  });
});
