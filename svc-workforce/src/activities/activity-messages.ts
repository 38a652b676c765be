/** German refusals of recorded times (ADR 0041); the state machine's own are in @theke/domain. */
export const ACTIVITY_MESSAGES = {
  future: 'Der Zeitpunkt liegt in der Zukunft.',
  beforeLastAction: 'Der Zeitpunkt liegt vor der letzten Buchung dieser Zeiterfassung.',
  overlaps: 'Dieser Zeitraum überschneidet sich mit einer anderen Zeiterfassung.',
  endBeforeStart: 'Das Ende muss nach dem Beginn liegen.',
  pausesOutside: 'Die Pausen müssen innerhalb der Arbeitszeit liegen und dürfen sich nicht überschneiden.',
  changedSinceRequest:
    'Die Zeiterfassung wurde seit diesem Antrag geändert. Bitte lehnen Sie ihn ab und korrigieren Sie sie neu.',
  alreadyDecided: 'Über diesen Antrag wurde bereits entschieden.',
  employeeFixed: 'Die Zeiterfassung bleibt bei der Person, die sie gebucht hat.',
  keyReused: 'Dieser Idempotency-Key wurde bereits für eine andere Aktion verwendet.',
} as const;
