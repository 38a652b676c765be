import { formatMoney, getFormatLocale } from '@theke/domain';
import { DEFAULT_LOCALE, FALLBACK_LANGUAGE, getI18n, LANGUAGES, registerTexts, setLocale, translate } from './i18n';

describe('locales (SPEC §9: German default and fallback; en, fr, it accepted)', () => {
  afterEach(() => setLocale(DEFAULT_LOCALE));

  it('starts in Austrian German: German texts, de-AT formats', () => {
    expect(DEFAULT_LOCALE).toBe('de-AT');
    expect(FALLBACK_LANGUAGE).toBe('de');
    expect(getI18n().language).toBe('de');
    expect(getFormatLocale()).toBe('de-AT');
    expect(translate('consent.accept')).toBe('Akzeptieren');
    expect(formatMoney(12.5)).toBe('€\u00a012,50');
  });

  it('answers a key another language has in that language, and a key only German has in German', () => {
    registerTexts({ consent: { accept: 'Accept' } }, 'en');
    setLocale('en');
    expect(getI18n().language).toBe('en');
    expect(translate('consent.accept')).toBe('Accept');
    expect(translate('consent.learnMore')).toBe('Mehr erfahren');
    expect(translate('toolbar.branchesOpen', { count: 2 })).toBe('2 Standorte geöffnet');
    // Texts in another language leave the formats Austrian.
    expect(getFormatLocale()).toBe('de-AT');
  });

  it('accepts en, fr and it and regional tags; an unknown language reads German', () => {
    expect(LANGUAGES).toEqual(['de', 'en', 'fr', 'it']);
    registerTexts({ consent: { accept: 'Accetta' } }, 'it');
    setLocale('it-CH');
    expect(translate('consent.accept')).toBe('Accetta');
    expect(translate('layout.back')).toBe('Zurück');
    setLocale('fr');
    expect(translate('consent.accept')).toBe('Akzeptieren');
    setLocale('es');
    expect(translate('consent.accept')).toBe('Akzeptieren');
  });

  it('keeps German texts for the German variants and switches their formats', () => {
    setLocale('de-DE');
    expect(translate('consent.accept')).toBe('Akzeptieren');
    expect(formatMoney(12.5)).toMatch(/^12,50\s€$/);
    setLocale('de-CH');
    expect(getFormatLocale()).toBe('de-CH');
    expect(translate('layout.back')).toBe('Zurück');
    setLocale(DEFAULT_LOCALE);
    expect(formatMoney(12.5)).toBe('€\u00a012,50');
  });
});
