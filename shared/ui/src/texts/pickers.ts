/**
 * German labels of the date and time pickers: the spec's 'Auswahl aufheben', 'Speichern',
 * 'Abbrechen' and those it does not word. Registered by the pickers module itself.
 */
export const pickerTexts = {
  pickers: {
    clearSelection: 'Auswahl aufheben',
    save: 'Speichern',
    cancel: 'Abbrechen',
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
