/**
 * German texts of the back-office's management screens (issue 19): the form engine and the
 * entity lists, registered by mfe-backoffice when its route modules load. Field labels and
 * entity names come from the entity descriptions in @theke/contracts; the validation messages
 * are the server's (@theke/contracts MESSAGES).
 */
export const backofficeManagementTexts = {
  forms: {
    save: 'Speichern',
    saving: 'Wird gespeichert …',
    saved: 'Gespeichert.',
    cancel: 'Abbrechen',
    addItem: '{{label}}: Eintrag hinzufügen',
    removeItem: 'Entfernen',
    moveUp: 'Nach oben',
    moveDown: 'Nach unten',
    chooseFromLibrary: 'Aus der Mediathek wählen',
    uploadImage: 'Bild hochladen',
    checkInputs: 'Bitte prüfen Sie die markierten Eingaben.',
    unsavedChanges: 'Es gibt ungespeicherte Änderungen. Wollen Sie die Seite wirklich verlassen?',
    conflict: {
      changed: 'Inzwischen geändert: {{fields}}.',
      keepMine: 'Meine Eingaben behalten und erneut speichern',
      takeTheirs: 'Gespeicherte Fassung laden',
      theirs: 'Gespeichert',
    },
    richText: {
      toolbar: 'Textformat',
      bold: 'Fett',
      italic: 'Kursiv',
      heading: 'Überschrift',
      bulletList: 'Liste',
      orderedList: 'Nummerierte Liste',
      link: 'Link',
      linkPrompt: 'Adresse des Links (leer lassen, um ihn zu entfernen):',
    },
  },
  entities: {
    create: 'Neu anlegen',
    edit: 'Bearbeiten',
    show: 'Anzeigen',
    duplicate: 'Duplizieren',
    delete: 'Löschen',
    copyOf: '{{name}} (Kopie)',
    search: 'Suche',
    all: 'Alle',
    yes: 'Ja',
    no: 'Nein',
    actions: 'Aktionen',
    empty: 'Keine Einträge vorhanden.',
    noMatch: 'Keine passenden Einträge gefunden.',
    count: '{{count}} Einträge',
    previous: 'Zurück',
    next: 'Weiter',
    page: 'Seite {{page}} von {{pages}}',
    backToList: 'Zurück zur Liste',
    confirmDelete: '„{{name}}“ wirklich löschen?',
    dependents: 'Davon hängt noch ab:',
    deleted: 'Gelöscht.',
    notFound: 'Dieser Eintrag existiert nicht (mehr).',
  },
  dashboard: {
    dailyTasks: 'Tägliche Aufgaben',
  },
  backofficeFrame: {
    notFound: 'Diese Seite gibt es im Backend nicht.',
    notYetAvailable: 'Dieser Bereich steht noch nicht zur Verfügung.',
    toDashboard: 'Zum Dashboard',
  },
} as const;
