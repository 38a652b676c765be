import { translate } from './i18n';

describe('German resources (SPEC §2, §8)', () => {
  it.each([
    ['errors.notFoundTitle', '404 Not Found'],
    ['errors.notFoundText', 'Leider wurde die angeforderte Seite nicht gefunden.'],
    ['errors.serverErrorTitle', '500 Internal Server Error'],
    ['errors.serverErrorText', 'Leider ist ein interner Fehler aufgetreten'],
    ['consent.learnMore', 'Mehr erfahren'],
    ['consent.accept', 'Akzeptieren'],
    ['layout.back', 'Zurück'],
    ['toolbar.allClosed', 'Alle Standorte geschlossen'],
    ['toolbar.closed', 'Geschlossen'],
    ['adminToolbar.toBackend', 'Ins Backend wechseln'],
    ['footer.installApp', 'App installieren'],
    ['footer.openingHours', 'Montag bis Freitag 08:00 - 12:00 und 13:00 - 17:00'],
    ['kiosk.screensaver', 'Tippen um zu bestellen'],
    ['checkout.processing', 'Verarbeiten...'],
    ['messages.loadFailed', 'Daten konnten nicht geladen werden.'],
    ['messages.unknownError', 'Ein unbekannter Fehler ist aufgetreten.'],
    ['messages.order.create', 'Bestellung konnte nicht erstellt werden.'],
    ['messages.activityAction.resume', 'Aktivität konnte nicht fortgesetzt werden.'],
    ['messages.fontsLoad', 'Schriftarten konnten nicht geladen werden.'],
  ] as const)('%s is exactly %j', (key, text) => {
    expect(translate(key)).toBe(text);
  });

  it('interpolates and picks the singular or plural toolbar text', () => {
    expect(translate('toolbar.branchesOpen', { count: 1 })).toBe('1 Standort geöffnet');
    expect(translate('toolbar.branchesOpen', { count: 3 })).toBe('3 Standorte geöffnet');
    expect(translate('toolbar.openUntil', { time: '17:00' })).toBe('Geöffnet bis 17:00');
    expect(translate('cart.count', { count: 1 })).toBe('1 Produkt im Warenkorb');
    expect(translate('cart.count', { count: 2 })).toBe('2 Produkte im Warenkorb');
    expect(translate('branchList.counter', { n: 2, m: 5 })).toBe('2 von 5 Filialen werden angezeigt.');
  });

  it('builds the per-entity fallbacks in the pattern of SPEC §8', () => {
    expect(translate('messages.table.loadList')).toBe('Tische konnten nicht geladen werden.');
    expect(translate('messages.table.load')).toBe('Tisch konnte nicht geladen werden.');
    expect(translate('messages.navigation.delete')).toBe('Navigation konnte nicht gelöscht werden.');
    expect(translate('messages.segment.update')).toBe('Filmsequenz konnte nicht aktualisiert werden.');
    expect(translate('messages.donatee.loadList')).toBe('Spendenempfänger konnten nicht geladen werden.');
    expect(translate('messages.tv.create')).toBe('TV konnte nicht erstellt werden.');
  });
});
