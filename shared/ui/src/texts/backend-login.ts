/**
 * German texts of the back-office login (SPEC §5 login errors), registered by the shell's lazy
 * /backend chunk.
 */
export const backendLoginTexts = {
  login: {
    title: 'Anmelden',
    username: 'Benutzername',
    password: 'Passwort',
    submit: 'Anmelden',
    loggingOut: 'Sie werden abgemeldet …',
    // SPEC §5 login errors, used when the server sends no message of its own.
    invalidCredentials: 'Fehlerhafte Zugangsdaten.',
    accountExpired: 'Der Account ist abgelaufen.',
    accountDisabled: 'Der Account ist deaktiviert.',
    accountLocked: 'Der Account ist gesperrt.',
    tooManyAttempts: 'Zu viele fehlgeschlagene Anmeldeversuche, bitte versuchen Sie es in {{minutes}} Minuten noch einmal.',
    invalidLoginLink: 'Ungültiger oder abgelaufener Anmelde-Link.',
    invalidCsrf: 'Ungültiges CSRF-Token.',
  },
} as const;
