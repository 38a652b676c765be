/**
 * SPEC §5 server validation and login messages, in the German wording users of
 * Symfony-style back-offices know. One copy for the server's errors and the back-office's
 * client-side checks, so a field says the same thing before and after a save.
 */
export const MESSAGES = {
  notBlank: 'Dieser Wert sollte nicht leer sein.',
  notNull: 'Dieser Wert sollte nicht null sein.',
  email: 'Dieser Wert ist keine gültige E-Mail-Adresse.',
  url: 'Dieser Wert ist keine gültige URL.',
  tooShort: (limit: number) =>
    `Diese Zeichenkette ist zu kurz. Sie sollte mindestens ${limit} Zeichen haben.`,
  tooLong: (limit: number) => `Diese Zeichenkette ist zu lang. Sie sollte höchstens ${limit} Zeichen haben.`,
  alreadyUsed: 'Dieser Wert wird bereits verwendet.',
  /** Not in the spec: a save based on an older read (issue 19, lost updates). */
  staleVersion:
    'Dieser Eintrag wurde inzwischen von jemand anderem geändert. Bitte prüfen Sie die Änderungen und speichern Sie erneut.',
  invalidFile: 'Dieser Wert ist keine gültige Datei.',
  fileTooLarge: (limitMb: number) => `Die Datei ist zu groß. Die maximal zulässige Größe beträgt ${limitMb} MB.`,
  invalidImageDimensions: 'Die Bildabmessungen sind ungültig.',
  number: 'Dieser Wert ist keine gültige Zahl.',
  tooSmall: (limit: number) => `Dieser Wert sollte größer oder gleich ${limit} sein.`,
  tooLarge: (limit: number) => `Dieser Wert sollte kleiner oder gleich ${limit} sein.`,
  greaterThan: (limit: number) => `Dieser Wert sollte größer als ${limit} sein.`,
  lessThan: (limit: number) => `Dieser Wert sollte kleiner als ${limit} sein.`,
  tooMany: (limit: number) => `Diese Sammlung sollte ${limit} oder weniger Elemente enthalten.`,
  tooFew: (limit: number) => `Diese Sammlung sollte ${limit} oder mehr Elemente enthalten.`,
  duplicates: 'Diese Sammlung enthält doppelte Elemente.',
  date: 'Dieser Wert entspricht keiner gültigen Datumsangabe.',
  iban: 'Dieser Wert ist keine gültige internationale Bankkontonummer (IBAN).',
  bic: 'Dieser Wert ist kein gültiger internationaler Bankcode (BIC).',
  boolean: 'Dieser Wert sollte ein Wahrheitswert sein.',
  choice: 'Sie haben einen ungültigen Wert ausgewählt.',
  invalid: 'Dieser Wert ist ungültig.',
  unknownField: 'Dieses Feld ist nicht erlaubt.',
  invalidCredentials: 'Fehlerhafte Zugangsdaten.',
  accountExpired: 'Der Account ist abgelaufen.',
  accountDisabled: 'Der Account ist deaktiviert.',
  accountLocked: 'Der Account ist gesperrt.',
  tooManyLoginAttempts: (minutes: number) =>
    `Zu viele fehlgeschlagene Anmeldeversuche, bitte versuchen Sie es in ${minutes} ${minutes === 1 ? 'Minute' : 'Minuten'} noch einmal.`,
  invalidLoginLink: 'Ungültiger oder abgelaufener Anmelde-Link.',
  invalidCsrf: 'Ungültiges CSRF-Token.',
  malformedJson: 'Die Anfrage enthält kein gültiges JSON.',
  payloadTooLarge: 'Die Anfrage ist zu groß.',
  tooDeeplyNested: 'Die Anfrage ist zu tief verschachtelt.',
  headersTooLarge: 'Die Kopfzeilen der Anfrage sind zu groß.',
  requestTimeout: 'Die Anfrage hat zu lange gedauert.',
  malformedRequest: 'Die Anfrage ist fehlerhaft.',
  invalidCharacters: 'Dieser Wert enthält unzulässige Zeichen.',
  internal: 'Leider ist ein interner Fehler aufgetreten',
  tooManyRequests: 'Zu viele Anfragen. Bitte versuchen Sie es in einigen Minuten noch einmal.',
  notFound: 'Die angeforderte Ressource wurde nicht gefunden.',
  serviceUnavailable: 'Der Dienst ist vorübergehend nicht erreichbar. Bitte versuchen Sie es in Kürze noch einmal.',
} as const;
