/**
 * German texts of the back-office's audit log screen (issue 19), registered by mfe-backoffice when
 * its route modules load. Entities with a description in @theke/contracts take its name; the
 * others are named here. The load failure follows SPEC §8 ('… konnte nicht geladen werden.').
 */
export const backofficeLogTexts = {
  logs: {
    loadFailed: 'Protokoll konnte nicht geladen werden.',
    empty: 'Keine Einträge gefunden.',
    count_one: '{{count}} Eintrag',
    count_other: '{{count}} Einträge',
    filters: {
      title: 'Filter',
      entity: 'Typ',
      allEntities: 'Alle',
      user: 'Benutzer',
      userPlaceholder: 'Benutzername oder ID',
      from: 'Von',
      to: 'Bis',
      reset: 'Zurücksetzen',
    },
    columns: {
      occurredAt: 'Zeitpunkt',
      user: 'Benutzer',
      entity: 'Typ',
      title: 'Eintrag',
      entityId: 'ID',
      action: 'Aktion',
    },
    actions: {
      created: 'Erstellt',
      updated: 'Geändert',
      deleted: 'Gelöscht',
    },
    diff: {
      field: 'Feld',
      before: 'Vorher',
      after: 'Nachher',
      noChanges: 'Keine Felder geändert.',
      close: 'Schließen',
    },
    pager: {
      previous: 'Zurück',
      next: 'Weiter',
      page: 'Seite {{page}} von {{pages}}',
    },
    entities: {
      order: 'Bestellung',
      device: 'Gerät',
      site: 'Seite',
      redirect: 'Redirect',
      block: 'Inhalt',
      navigation: 'Navigation',
      image: 'Bild',
      upload: 'Upload',
    },
  },
} as const;
