/**
 * German texts of the employee's time clock (issue 21): the back-office section 'Zeiterfassung'
 * and the standalone page `/zeiterfassung/{username}/{token}`, registered by mfe-backoffice when
 * its route modules load. The button labels are @theke/domain's TIME_TRACKING_ACTION_LABELS.
 */
export const timeClockTexts = {
  timeClock: {
    title: 'Zeiterfassung',
    loadFailed: 'Die Zeiterfassung konnte nicht geladen werden.',
    invalidLink: 'Der Zugangslink ist ungültig oder wurde erneuert.',
    state: {
      idle: 'Nicht eingestempelt',
      running: 'Arbeitszeit läuft',
      paused: 'In Pause',
    },
    runningTime: 'Laufende Arbeitszeit',
    actions: 'Stempeln',
    offline_one: 'Offline – {{count}} Buchung wird übertragen, sobald wieder eine Verbindung besteht.',
    offline_other: 'Offline – {{count}} Buchungen werden übertragen, sobald wieder eine Verbindung besteht.',
    refused: 'Nicht gebucht: {{message}}',
    requested: 'Die Buchung ist älter als 24 Stunden: Sie wurde als Korrekturantrag zur Freigabe gespeichert.',
    dismiss: 'Ausblenden',
    breakAt: 'Nächste Pause spätestens um {{time}} Uhr.',
    totals: 'Arbeitszeit',
    today: 'Heute',
    week: 'Diese Woche',
    workedOfPlanned: '{{worked}} von {{planned}} geplant',
    breaks: 'Pausen: {{minutes}}',
    warnings: 'Hinweise',
    nextShifts: 'Nächste Schichten',
    noShifts: 'Keine geplanten Schichten.',
    holidays: 'Urlaub',
    remainingDays_one: '{{days}} Tag Resturlaub ({{year}})',
    remainingDays_other: '{{days}} Tage Resturlaub ({{year}})',
    noBalance: 'Kein Urlaubsanspruch hinterlegt.',
    link: {
      title: 'Ihr persönlicher Link',
      hint: 'Öffnen Sie diesen Link auf Ihrem Handy oder dem Tablet der Filiale, um ohne Anmeldung zu stempeln.',
      copy: 'Link kopieren',
      copied: 'Kopiert',
      renew: 'Link erneuern',
      confirmRenew: 'Einen neuen Link erzeugen? Der bisherige Link und sein QR-Code funktionieren danach nicht mehr.',
      renewFailed: 'Der Link konnte nicht erneuert werden.',
    },
  },
} as const;
