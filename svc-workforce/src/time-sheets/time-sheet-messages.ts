/** The German refusals of the time sheets (ADR 0041 "Time sheets"). */
export const TIME_SHEET_MESSAGES = {
  alreadyApproved: 'Der Stundenzettel dieses Monats ist bereits freigegeben.',
  notApproved: 'Der Stundenzettel dieses Monats ist nicht freigegeben.',
  pendingCorrections:
    'Der Stundenzettel kann nicht freigegeben werden: Für diesen Monat gibt es noch offene Korrekturanträge.',
  monthApproved:
    'Der Stundenzettel dieses Monats ist bereits freigegeben. Die Arbeitszeiten können erst nach Aufheben der Freigabe korrigiert werden.',
  unknownEmployee: 'Für diesen Mitarbeiter gibt es in diesem Monat keine Zeiten.',
} as const;
