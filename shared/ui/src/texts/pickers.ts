/**
 * German labels of the date and time pickers the spec does not word ('Auswahl aufheben',
 * 'Speichern', 'Abbrechen' are in the shell's resources). Registered by the pickers module itself.
 */
export const pickerTexts = {
  pickers: {
    week: 'KW',
    previousMonth: 'Vorheriger Monat',
    nextMonth: 'Nächster Monat',
    hour: 'Stunde',
    minute: 'Minute',
    earlier: 'Früher',
    later: 'Später',
    availableTimes: 'Verfügbare Uhrzeiten',
  },
} as const;
