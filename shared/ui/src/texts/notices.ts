/**
 * SPEC §8 closed, no-delivery and preorder notices. The storefront shows them as @theke/domain's
 * branch-notices write them (one wording for browser and server); this copy keeps the German
 * resources complete and is registered by tests only.
 */
export const noticeTexts = {
  openingState: {
    closedNow: 'Derzeit haben wir leider geschlossen.',
    reopensAt: 'Wir öffnen wieder um {{time}} Uhr.',
    reopensOn: 'am {{day}} um {{time}} Uhr.',
    preorderAlso: 'Sie können aber gerne für einen späteren Zeitpunkt vorbestellen.',
    noDelivery: 'Derzeit ist leider keine Lieferung möglich.',
    noDeliveryCheckout: 'Derzeit bieten wir leider keine Lieferung an.',
    deliversAgainAt: 'Wir liefern wieder ab {{time}} Uhr.',
    deliversAgainOn: 'am {{day}} ab {{time}} Uhr.',
    meanwhileTakeawayAndDineIn: 'In der Zwischenzeit bieten wir Takeaway oder Konsum vor Ort an.',
    meanwhileTakeaway: 'In der Zwischenzeit bieten wir Takeaway an.',
    meanwhileDineIn: 'In der Zwischenzeit bieten wir Konsum vor Ort an.',
    preorderWelcome: 'Gerne nehmen wir auch Ihre Vorbestellungen entgegen.',
    preorderWhenOpen: 'Wir bearbeiten diese sobald wir wieder geöffnet haben.',
  },
} as const;
