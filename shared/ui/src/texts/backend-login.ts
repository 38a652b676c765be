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
    // Issue 19: sign-in by one-time link; the confirmation says nothing about whether the account exists.
    requestLink: 'Anmelde-Link per E-Mail senden',
    linkNeedsName: 'Bitte geben Sie Ihren Benutzernamen oder Ihre E-Mail-Adresse ein, um einen Anmelde-Link zu erhalten.',
    linkSent:
      'Falls zu diesen Angaben ein Account mit E-Mail-Adresse existiert, haben wir Ihnen soeben einen Anmelde-Link gesendet. Er ist 15 Minuten gültig.',
    dismiss: 'Schließen',
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
