import { translate } from '@theke/ui';
import { EMPTY_QUESTIONNAIRE, pollInterval, questionnaireState, statusView, ticketLabelKey, type PublicOrder } from './status-state';

function order(overrides: Partial<PublicOrder> = {}): PublicOrder {
  return {
    uid: 'u1',
    hash: 'h1',
    ticketNumber: '7',
    isRejected: false,
    rejectionMessage: null,
    isConfirmed: false,
    isInDelivery: false,
    isDelivered: false,
    isCompleted: false,
    isCanceled: false,
    isFailed: false,
    isPaid: false,
    isRefunded: false,
    isDelivery: false,
    isDineIn: false,
    paymentMethod: 'cash',
    appointmentDate: null,
    counterAppointment: null,
    questionnaireRating: null,
    items: [],
    pricing: { gross: 10, deliveryGross: 0, totalNet: 8.33, totalGross: 10, taxes: [{ rate: 20, net: 8.33, tax: 1.67 }], donation: 0, amountDue: 10, currency: 'EUR' },
    ...overrides,
  };
}

const config = { enablePluginOrderReviews: true, enablePluginPWA: true };
const text = (overrides: Partial<PublicOrder>) => statusView(order(overrides), config, false).status.text;

describe('status page: status text (SPEC §4)', () => {
  it('follows the order from waiting to completed', () => {
    expect(text({})).toBe('Warten auf Bestätigung');
    expect(text({ isInDelivery: true, isConfirmed: true, isDelivery: true })).toBe('In Zustellung');
    expect(text({ isInDelivery: true, isConfirmed: true })).toBe('Abholbereit');
    expect(text({ isDelivered: true, isConfirmed: true, isDelivery: true })).toBe('Zugestellt');
    expect(text({ isCompleted: true, isConfirmed: true })).toBe('Abgeschlossen');
  });

  it('reads a rejected order as canceled with the rejection message', () => {
    const view = statusView(order({ isRejected: true, rejectionMessage: 'Heute leider ausgebucht.' }), config, false);
    expect(view.status.text).toBe('Storniert');
    expect(view.status.details).toEqual(['Ihre Bestellung wurde storniert.', 'Heute leider ausgebucht.']);
    expect(view.timeline).toEqual([{ key: 'rejected', text: 'Bestellung storniert', state: 'done' }]);
  });

  it('waits for an online payment until it is paid', () => {
    expect(text({ paymentMethod: 'mollie' })).toBe('Warten auf Zahlungseingang');
    const paid = statusView(order({ paymentMethod: 'mollie', isPaid: true }), config, false);
    expect(paid.status.text).toBe('Warten auf Bestätigung');
    expect(paid.payment?.text).toBe('Bezahlt');
  });

  it("labels the number 'Ticket', or 'Bestellnummer' when tickets are disabled", () => {
    expect(translate(ticketLabelKey({}))).toBe('Ticket');
    expect(translate(ticketLabelKey({ disableTickets: true }))).toBe('Bestellnummer');
  });
});

describe('status page: timeline (SPEC §4)', () => {
  it('marks what is done, the current stage and what is still to come', () => {
    const view = statusView(order({ isConfirmed: true }), config, false);
    expect(view.timeline.map((item) => [item.text, item.state])).toEqual([
      ['Bestätigt', 'done'],
      ['In Zubereitung', 'current'],
      ['Abholbereit', 'upcoming'],
      ['Abgeschlossen', 'upcoming'],
    ]);
  });
});

describe('status page: polling (SPEC §4, §9)', () => {
  it('polls every 10 s until completed, rejected, canceled or failed', () => {
    expect(pollInterval(undefined)).toBe(10_000);
    expect(pollInterval(order({ isConfirmed: true }))).toBe(10_000);
    for (const settled of [{ isCompleted: true }, { isRejected: true }, { isCanceled: true }, { isFailed: true }]) {
      expect(pollInterval(order(settled))).toBe(false);
    }
  });
});

describe('status page: prompts', () => {
  it('offers the counter appointment on a live order with a proposal', () => {
    expect(statusView(order({ counterAppointment: '2026-11-25T10:00:00.000Z' }), config, false).showsCounterAppointment).toBe(true);
    expect(statusView(order({ counterAppointment: '2026-11-25T10:00:00.000Z', isCanceled: true }), config, false).showsCounterAppointment).toBe(false);
  });

  it('asks a completed, unrated order for a rating with the order-reviews plugin', () => {
    expect(statusView(order({ isCompleted: true }), config, false).showsQuestionnaire).toBe(true);
    expect(statusView(order({ isCompleted: true, questionnaireRating: 4 }), config, false).showsQuestionnaire).toBe(false);
    expect(statusView(order({ isCompleted: true }), { enablePluginOrderReviews: false }, false).showsQuestionnaire).toBe(false);
    expect(statusView(order({}), config, false).showsQuestionnaire).toBe(false);
  });

  it('requires all four ratings and shows the comment only then (SPEC §5)', () => {
    expect(questionnaireState(EMPTY_QUESTIONNAIRE)).toEqual({ canSubmit: false, showsComment: false });
    const three = { ...EMPTY_QUESTIONNAIRE, rating: 5, foodRating: 4, serviceRating: 3 };
    expect(questionnaireState(three).canSubmit).toBe(false);
    expect(questionnaireState({ ...three, processRating: 1 })).toEqual({ canSubmit: true, showsComment: true });
  });

  it('promotes the app with the PWA plugin, but not in the self-service kiosk', () => {
    expect(statusView(order(), config, false).showsInstall).toBe(true);
    expect(statusView(order(), config, true).showsInstall).toBe(false);
  });
});
