/**
 * German texts of the back-office's image templates and fonts (issue 20, ADR 0048): the layer
 * editor with its rendered preview and the font list. Field labels come from
 * @theke/contracts `imageTemplateDescription`.
 */
export const imageTemplateTexts = {
  imageTemplates: {
    presets: 'Formate',
    preview: 'Vorschau der Bildvorlage',
    previewLoading: 'Vorschau wird erstellt …',
    previewIncomplete: 'Die Vorschau erscheint, sobald alle Pflichtfelder ausgefüllt sind.',
    previewFailed: 'Vorschau konnte nicht erstellt werden.',
    previewHint: 'So rendert der Server die Vorlage: dieselben Schriften und Pixel wie im fertigen Bild.',
    layers: 'Ebenen',
    help: 'Die oberste Ebene der Liste liegt ganz unten. Reihenfolge per Ziehen am Griff ⠿ (oder Leertaste, Pfeiltasten, Leertaste) oder mit den Pfeil-Schaltflächen ändern.',
    empty: 'Noch keine Ebene in dieser Vorlage.',
    addText: 'Text hinzufügen',
    addImage: 'Bild hinzufügen',
    addShape: 'Form hinzufügen',
    edit: '„{{name}}“ bearbeiten',
    drag: '„{{name}}“ verschieben',
    up: '„{{name}}“ nach oben',
    down: '„{{name}}“ nach unten',
    remove: '„{{name}}“ entfernen',
    properties: 'Eigenschaften von „{{name}}“',
    unnamed: 'ohne Namen',
    newText: 'Neuer Text',
    announce: {
      instructions: 'Zum Verschieben Leertaste drücken, mit den Pfeiltasten bewegen, mit Leertaste ablegen oder mit Escape abbrechen.',
      start: 'Ebene „{{name}}“ aufgenommen.',
      over: 'Ebene „{{name}}“ über „{{target}}“.',
      end: 'Ebene „{{name}}“ bei „{{target}}“ abgelegt.',
      cancel: 'Verschieben von „{{name}}“ abgebrochen.',
    },
  },
  fonts: {
    heading: 'Schriftarten',
    intro: 'Diese Schriften sind mit der Plattform installiert und stehen in Bildvorlagen und im Design zur Verfügung.',
    sample: 'Frühjahrsputz bei Theke – jetzt 20 % sparen!',
    variants: 'Schnitte',
    loadFailed: 'Schriftarten konnten nicht geladen werden.',
    category: { 'sans-serif': 'Serifenlos', serif: 'Serif', display: 'Display', handwriting: 'Handschrift', monospace: 'Festbreite' },
    // SPEC §9: weight names in German (@theke/domain fontWeightName).
    italic: '{{weight}} kursiv',
  },
};
