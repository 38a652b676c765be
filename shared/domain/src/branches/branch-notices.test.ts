import {
  branchToolbarStatus,
  closedNotice,
  deliveryResumesText,
  meanwhileText,
  noDeliveryNotice,
  openBranchesText,
  preorderNotice,
  reopeningText,
} from './branch-notices';
import { branchStateAt } from './branch-state';
import { makeBranch, rule, vienna } from '../testing';

describe('closed notice (SPEC §8 "Closed")', () => {
  const branch = makeBranch({
    openingHours: [rule('monday', '08:00', '12:00'), rule('wednesday', '08:00', '12:00')],
  });

  it("says 'Derzeit haben wir leider geschlossen.' with 'Wir öffnen wieder um {time} Uhr.' when the next shift is today", () => {
    const now = vienna('2025-05-05T06:30');
    expect(closedNotice(branchStateAt(branch, now), branch, now)).toEqual([
      'Derzeit haben wir leider geschlossen.',
      'Wir öffnen wieder um 08:00 Uhr.',
    ]);
  });

  it("says 'Wir öffnen wieder am {day} um {time} Uhr.' with the German weekday when the next shift is a later day", () => {
    const now = vienna('2025-05-05T13:00');
    expect(closedNotice(branchStateAt(branch, now), branch, now)).toEqual([
      'Derzeit haben wir leider geschlossen.',
      'Wir öffnen wieder am Mittwoch um 08:00 Uhr.',
    ]);
  });

  it('names the date instead of the weekday when the next shift is a week or more ahead', () => {
    expect(reopeningText(vienna('2025-05-12T08:00'), vienna('2025-05-05T13:00'))).toBe(
      'Wir öffnen wieder am 12.05.2025 um 08:00 Uhr.',
    );
  });

  it('shows the branch closedMessage if there is no next shift', () => {
    const closedForGood = makeBranch({ openingHours: [], closedMessage: 'Wir sind auf Urlaub.' });
    const now = vienna('2025-05-05T13:00');
    const state = { isOpen: false, nextOpeningAt: null };
    expect(closedNotice(state, closedForGood, now)).toEqual([
      'Derzeit haben wir leider geschlossen.',
      'Wir sind auf Urlaub.',
    ]);
    expect(closedNotice(state, { ...closedForGood, closedMessage: null }, now)).toEqual([
      'Derzeit haben wir leider geschlossen.',
    ]);
  });

  it("adds 'Sie können aber gerne für einen späteren Zeitpunkt vorbestellen.' on the checkout if preorder is enabled", () => {
    const now = vienna('2025-05-05T06:30');
    const preorder = { ...branch, isPreorderEnabled: true };
    const state = branchStateAt(preorder, now);
    expect(closedNotice(state, preorder, now, { context: 'checkout' })).toEqual([
      'Derzeit haben wir leider geschlossen.',
      'Wir öffnen wieder um 08:00 Uhr.',
      'Sie können aber gerne für einen späteren Zeitpunkt vorbestellen.',
    ]);
    expect(closedNotice(state, preorder, now, { context: 'store' })).toHaveLength(2);
  });

  it('shows nothing while the branch is open', () => {
    const now = vienna('2025-05-05T09:00');
    expect(closedNotice(branchStateAt(branch, now), branch, now)).toBeNull();
  });
});

describe('no-delivery notice (SPEC §8 "No delivery")', () => {
  const branch = makeBranch({
    openingHours: [rule('daily', '08:00', '20:00')],
    deliveryHours: [rule('daily', '11:00', '14:00')],
    isDeliveryHoursEnabled: true,
  });

  it("says 'Derzeit ist leider keine Lieferung möglich.' with 'Wir liefern wieder ab {time} Uhr.' and the alternatives", () => {
    const now = vienna('2025-05-05T09:00');
    expect(noDeliveryNotice(branchStateAt(branch, now), branch, now)).toEqual([
      'Derzeit ist leider keine Lieferung möglich.',
      'Wir liefern wieder ab 11:00 Uhr.',
      'In der Zwischenzeit bieten wir Takeaway oder Konsum vor Ort an.',
    ]);
  });

  it("uses the checkout wording 'Derzeit bieten wir leider keine Lieferung an.' and 'am {day} ab {time} Uhr.'", () => {
    const now = vienna('2025-05-05T15:00');
    expect(noDeliveryNotice(branchStateAt(branch, now), branch, now, { context: 'checkout' })).toEqual([
      'Derzeit bieten wir leider keine Lieferung an.',
      'Wir liefern wieder am Dienstag ab 11:00 Uhr.',
      'In der Zwischenzeit bieten wir Takeaway oder Konsum vor Ort an.',
    ]);
  });

  it('offers Takeaway only, on-site only, or nothing depending on the branch', () => {
    expect(meanwhileText({ isTakeawayEnabled: true, isDineInEnabled: false })).toBe(
      'In der Zwischenzeit bieten wir Takeaway an.',
    );
    expect(meanwhileText({ isTakeawayEnabled: false, isDineInEnabled: true })).toBe(
      'In der Zwischenzeit bieten wir Konsum vor Ort an.',
    );
    expect(meanwhileText({ isTakeawayEnabled: false, isDineInEnabled: false })).toBeNull();
    const now = vienna('2025-05-05T09:00');
    const deliveryOnly = { ...branch, isTakeawayEnabled: false, isDineInEnabled: false };
    const state = { ...branchStateAt(deliveryOnly, now), nextDeliveryAt: null };
    expect(noDeliveryNotice(state, deliveryOnly, now)).toEqual([
      'Derzeit ist leider keine Lieferung möglich.',
    ]);
  });

  it('shows nothing when delivery is open, not offered, or the whole branch is closed', () => {
    const lunch = vienna('2025-05-05T12:00');
    expect(noDeliveryNotice(branchStateAt(branch, lunch), branch, lunch)).toBeNull();
    const morning = vienna('2025-05-05T09:00');
    const noDelivery = { ...branch, isDeliveryEnabled: false };
    expect(noDeliveryNotice(branchStateAt(noDelivery, morning), noDelivery, morning)).toBeNull();
    const night = vienna('2025-05-05T22:00');
    expect(noDeliveryNotice(branchStateAt(branch, night), branch, night)).toBeNull();
  });

  it("formats 'Wir liefern wieder ...' like the reopening text", () => {
    expect(deliveryResumesText(vienna('2025-05-05T11:00'), vienna('2025-05-05T09:00'))).toBe(
      'Wir liefern wieder ab 11:00 Uhr.',
    );
  });
});

describe('preorder notice (SPEC §8 "Preorder")', () => {
  it("says 'Gerne nehmen wir auch Ihre Vorbestellungen entgegen.' plus 'Wir bearbeiten diese sobald wir wieder geöffnet haben.' when fully closed", () => {
    expect(preorderNotice({ isOpen: false, isDeliveryOpen: false }, { isPreorderEnabled: true })).toEqual([
      'Gerne nehmen wir auch Ihre Vorbestellungen entgegen.',
      'Wir bearbeiten diese sobald wir wieder geöffnet haben.',
    ]);
  });

  it('says only the invitation when open but not delivering and delivery is chosen', () => {
    expect(
      preorderNotice({ isOpen: true, isDeliveryOpen: false }, { isPreorderEnabled: true }, 'delivery'),
    ).toEqual(['Gerne nehmen wir auch Ihre Vorbestellungen entgegen.']);
    expect(
      preorderNotice({ isOpen: true, isDeliveryOpen: false }, { isPreorderEnabled: true }, 'takeaway'),
    ).toBeNull();
  });

  it('shows nothing without preorder', () => {
    expect(preorderNotice({ isOpen: false, isDeliveryOpen: false }, { isPreorderEnabled: false })).toBeNull();
  });
});

describe('toolbar texts (SPEC §2 "Toolbar")', () => {
  it("shows 'Geöffnet bis {time}' as success, or as warning when closing soon, and 'Geschlossen'", () => {
    const branch = makeBranch();
    expect(branchToolbarStatus(branchStateAt(branch, vienna('2025-05-05T09:00')))).toEqual({
      text: 'Geöffnet bis 18:00',
      tone: 'success',
    });
    expect(branchToolbarStatus(branchStateAt(branch, vienna('2025-05-05T17:30')))).toEqual({
      text: 'Geöffnet bis 18:00',
      tone: 'warning',
    });
    expect(branchToolbarStatus(branchStateAt(branch, vienna('2025-05-05T19:00')))).toEqual({
      text: 'Geschlossen',
      tone: 'danger',
    });
    expect(branchToolbarStatus({ isOpen: true, closesAt: null, isClosingSoon: false }).text).toBe('Geöffnet');
  });

  it("counts open locations: '1 Standort geöffnet', '{n} Standorte geöffnet', 'Alle Standorte geschlossen'", () => {
    expect(openBranchesText(1)).toBe('1 Standort geöffnet');
    expect(openBranchesText(3)).toBe('3 Standorte geöffnet');
    expect(openBranchesText(0)).toBe('Alle Standorte geschlossen');
  });
});
