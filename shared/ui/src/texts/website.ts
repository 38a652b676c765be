/**
 * German texts only the company website shows (mfe-website registers them when its route modules
 * load; docs/adr/0011-bundle-budget.md): they stay out of the shell's main.js.
 */
export const websiteTexts = {
  site: {
    draft: 'Entwurf',
  },
  job: {
    workload: 'Beschäftigung',
    start: 'Beginn',
    place: 'Ort',
  },
  contactForm: {
    errorTitle: 'Fehler',
    errorFallback:
      'Leider konnte das Formular nicht verarbeitet werden. Bitte prüfen Sie Ihre Eingaben oder kontaktieren Sie uns via E-Mail.',
    // Company website (issue 10): SPEC §4/§5 contact form.
    title: 'Kontaktformular',
    firstName: 'Vorname',
    lastName: 'Nachname',
    email: 'Mailadresse',
    phone: 'Telefonnummer',
    comment: 'Anliegen oder Fragen',
    upload: 'Bilder-Upload',
    removeFile: 'Entfernen',
    dataProtectionBefore: 'Ich akzeptiere die ',
    dataProtectionLink: 'Datenschutzerklärung',
    dataProtectionAfter: '.',
    submit: 'Absenden',
    pendingTitle: 'Wird verarbeitet...',
    successTitle: 'Vielen Dank!',
    successText: 'Wir melden uns in Kürze bei Ihnen.',
    // SPEC §5 server validation messages, checked in the browser first.
    notBlank: 'Dieser Wert sollte nicht leer sein.',
    invalidEmail: 'Dieser Wert ist keine gültige E-Mail-Adresse.',
    // SPEC §8 upload failure alert.
    uploadFailed:
      'Die Datei „{{name}}“ kann nicht verarbeitet werden. Möglicherweise ist sie zu groß oder der Dateityp wurde nicht erkannt.',
  },
  // Company website (issue 10): content blocks.
  website: {
    backToHome: 'Zurück zur Startseite',
    slider: {
      label: 'Bilder',
      previous: 'Vorheriges Bild',
      next: 'Nächstes Bild',
      goTo: 'Bild {{n}} anzeigen',
      slideOf: 'Bild {{n}} von {{m}}',
    },
    map: {
      title: 'Karte',
      consentText: 'Die Karte wird von einem externen Anbieter geladen. Bitte akzeptieren Sie die Cookies, um sie anzuzeigen.',
      consentButton: 'Akzeptieren',
    },
    career: {
      none: 'Derzeit sind keine Stellen ausgeschrieben.',
    },
  },
} as const;
