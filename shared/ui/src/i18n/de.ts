import { loadListMessage } from './crud-messages';
import type { TextBundles } from '../texts';

/**
 * German resources (default and fallback locale). Every text of SPEC §2 and §8
 * appears here exactly as the spec writes it; placeholders use i18next's {{name}}.
 */
export const de = {
  layout: {
    back: 'Zurück',
    menu: 'Menü',
    closeMenu: 'Menü schließen',
    skipToContent: 'Zum Inhalt springen',
    loading: 'Wird geladen …',
  },
  footer: {
    shop: 'Shop',
    orderOnline: 'Online bestellen',
    termsAndConditions: 'AGB',
    privacyPolicy: 'Datenschutz',
    imprint: 'Impressum',
    allergens: 'Allergene',
    installApp: 'App installieren',
    copyright: '© {{year}} {{name}}',
    openingHours: 'Montag bis Freitag 08:00 - 12:00 und 13:00 - 17:00',
    phone: 'Telefon',
    email: 'E-Mail',
  },
  toolbar: {
    branchesOpen_one: '{{count}} Standort geöffnet',
    branchesOpen_other: '{{count}} Standorte geöffnet',
    allClosed: 'Alle Standorte geschlossen',
    openUntil: 'Geöffnet bis {{time}}',
    closed: 'Geschlossen',
  },
  consent: {
    text: 'Wir verwenden Cookies, um Ihnen die bestmögliche Nutzung unserer Website zu ermöglichen.',
    learnMore: 'Mehr erfahren',
    accept: 'Akzeptieren',
  },
  popup: {
    close: 'Schließen',
  },
  kiosk: {
    screensaver: 'Tippen um zu bestellen',
  },
  titles: {
    checkout: 'Bestellvorgang',
    status: 'Bestellstatus',
    // The time clock page (issue 21): keyed by its route kind.
    'time-clock': 'Zeiterfassung',
  },
  errors: {
    notFoundTitle: '404 Not Found',
    notFoundText: 'Leider wurde die angeforderte Seite nicht gefunden.',
    serverErrorTitle: '500 Internal Server Error',
    serverErrorText: 'Leider ist ein interner Fehler aufgetreten',
    retry: 'Erneut versuchen',
  },
  backoffice: {
    title: 'Backend',
    dashboard: 'Dashboard',
    sites: 'Seiten',
    navigations: 'Navigationen',
    signage: 'Digital Signage',
    toWebsite: 'Zur Website',
    orders: 'Bestellungen',
    devices: 'Geräte',
  },
  format: {
    yes: 'Ja',
    no: 'Nein',
  },
  // SPEC §8 fallback messages guests can meet; the staff screens' others are their bundle
  // (texts/staff-messages.ts), registered by the back-office and signage remotes, not in main.js.
  messages: {
    loadFailed: 'Daten konnten nicht geladen werden.',
    unknownError: 'Ein unbekannter Fehler ist aufgetreten.',
    config: { load: 'Konfiguration konnte nicht geladen werden.' },
    order: {
      changeStatus: 'Bestellstatus konnte nicht geändert werden.',
      rate: 'Bewertung konnte nicht gesendet werden.',
    },
    activeUserLoad: 'Aktiver Benutzer konnte nicht geladen werden.',
    table: { loadList: loadListMessage('Tische') },
    donatee: { loadList: loadListMessage('Spendenempfänger') },
    site: { loadList: loadListMessage('Seiten') },
    content: { loadList: loadListMessage('Inhalte') },
    navigation: { loadList: loadListMessage('Navigationen') },
  },
} as const;

/**
 * Every German text: the shell's own (above, in main.js) and the bundles an app registers with
 * `registerTexts` when its route modules load (`../texts/*`), typed as one resource set.
 */
export type Resources = typeof de & TextBundles;

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: Resources };
  }
}
