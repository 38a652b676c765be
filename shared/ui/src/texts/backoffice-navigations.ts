/**
 * German texts of the back-office's navigation editor `#/navigations` (issue 20, ADR 0046),
 * registered by mfe-backoffice when its route modules load. Field and type names come from the
 * navigation's description in @theke/contracts; refusals are the server's messages.
 */
export const backofficeNavigationTexts = {
  navigationTree: {
    help: 'Einträge mit dem Griff ziehen (nach rechts ziehen rückt ein) oder mit den Pfeilen verschieben. Nur aktive Einträge erscheinen auf der Website.',
    empty: 'Diese Navigation hat noch keine Einträge.',
    add: 'Eintrag hinzufügen',
    untitled: '(ohne Bezeichnung)',
    drag: '{{label}} verschieben',
    up: '{{label}} nach oben',
    down: '{{label}} nach unten',
    indent: '{{label}} einrücken',
    outdent: '{{label}} ausrücken',
    remove: '{{label}} entfernen',
    copy: '{{label}} kopieren',
    edit: 'Bearbeiten',
    inactive: 'inaktiv',
    type: 'Typ',
    label: 'Bezeichnung',
    site: 'Seite',
    branch: 'Filiale',
    address: 'Adresse',
    addressHint: 'https://…, mailto:…, tel:… oder ein Pfad wie /kontakt. Öffnet in einem neuen Tab.',
    isEnabled: 'Aktiv',
    homeHint: 'Führt zur Startseite.',
    announce: {
      instructions: 'Leertaste hebt den Eintrag an, Pfeiltasten verschieben ihn, Leertaste legt ihn ab, Escape bricht ab.',
      start: '{{name}} angehoben.',
      over: '{{name}} über {{target}}.',
      end: '{{name}} bei {{target}} abgelegt.',
      cancel: 'Verschieben von {{name}} abgebrochen.',
    },
  },
} as const;
