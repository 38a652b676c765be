/**
 * German texts of the division and store pages (SPEC §2 branch list, store page, cart), registered
 * by mfe-store when its route modules load (docs/adr/0011-bundle-budget.md).
 */
export const storefrontTexts = {
  branchList: {
    searchPlaceholder: 'PLZ / Ort',
    counter: '{{n}} von {{m}} Filialen werden angezeigt.',
    noResults: 'Leider wurden keine Ergebnisse gefunden.',
  },
  cart: {
    hide: 'Warenkorb ausblenden',
    count_one: '{{count}} Produkt im Warenkorb',
    count_other: '{{count}} Produkte im Warenkorb',
    empty: 'Keine Produkte im Warenkorb',
    free: 'Kostenlos',
    submit: 'Jetzt bestellen',
    added: 'Produkt zum Warenkorb hinzugefügt.',
  },
  // Storefront (issue 7): labels the spec does not word; SPEC texts live in cart/branchList/openingState.
  store: {
    categories: 'Kategorien',
    addToCart: 'In den Warenkorb',
    configure: 'Produkt konfigurieren',
    close: 'Schließen',
    step: 'Schritt {{n}} von {{m}}',
    back: 'Zurück',
    next: 'Weiter',
    amount: 'Menge',
    unit: 'Einheit',
    decrease: 'Weniger',
    increase: 'Mehr',
    optional: 'optional',
    unavailable: 'Derzeit nicht verfügbar',
    remove: 'Entfernen',
    orderType: 'Bestellart',
    deliveryArea: 'Liefergebiet',
    gross: 'Zwischensumme',
    deliveryFee: 'Liefergebühr',
    total: 'Gesamt',
    pickupAt: 'Abholung bei',
    missingAmount: 'Es fehlen noch {{amount}} bis zum Mindestbestellwert.',
    uploading: 'Wird hochgeladen …',
    uploadFailed: 'Die gewählte Datei kann nicht verarbeitet werden (möglicherweise zu groß oder unbekannter Typ).',
    orderOnline: 'Online bestellen',
    callUs: 'Anrufen',
    directions: 'Route planen',
    openingHours: 'Öffnungszeiten',
    deliveryHours: 'Lieferzeiten',
    contact: 'Kontakt',
    map: 'Karte',
  },
} as const;
