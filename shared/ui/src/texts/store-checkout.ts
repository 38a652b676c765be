/**
 * German texts only the storefront's checkout and status page show (mfe-store registers them when
 * those route modules load; docs/adr/0011-bundle-budget.md): the spec's submit labels, 'Ticket' and
 * §8 messages, and the labels the spec does not word. Status, notice, payment-method and rule
 * texts come from @theke/domain, the order's field names from @theke/contracts (a module of its own).
 */
import { ORDER_FIELD_LABELS } from '@theke/contracts/order-field-labels';
import { paymentMethodLabels } from '@theke/domain';

export const storeCheckoutTexts = {
  checkout: {
    // SPEC §2 submit labels and §8 messages of the checkout.
    submitQuotation: 'Angebotsanfrage abschicken',
    submitOrder: 'Bestellung abschicken',
    submitPreorder: 'Vorbestellung abschicken',
    processing: 'Verarbeiten...',
    emptyCart: 'Keine Produkte im Warenkorb!',
    paymentFailed: 'Leider ist Ihre Zahlung fehlgeschlagen. Bitte überprüfen Sie Ihre Daten und versuchen Sie es erneut.',
    backToStore: 'Zurück zum Shop',
    required: 'Pflichtfeld',
    sections: {
      orderType: 'Bestellart',
      table: 'Tisch',
      contact: 'Kontaktdaten',
      address: 'Adresse',
      deliveryAddress: 'Lieferadresse',
      appointment: 'Termin',
      comment: 'Anmerkung',
      summary: 'Ihre Bestellung',
      donation: 'Spende',
      paymentMethod: 'Zahlungsart',
      legal: 'Rechtliches',
    },
    fields: {
      // The order's field names, shared with the order desk; the guest's comment is worded for guests.
      ...ORDER_FIELD_LABELS,
      chooseTable: 'Bitte wählen',
      comment: 'Anmerkung zur Bestellung',
      date: 'Datum',
      time: 'Uhrzeit',
    },
    countries: { DE: 'Deutschland', LI: 'Liechtenstein', AT: 'Österreich', CH: 'Schweiz' },
    appointment: {
      asSoonAsPossible: 'So bald wie möglich',
      chooseDate: 'Datum wählen',
      chooseTime: 'Uhrzeit wählen',
    },
    summary: {
      net: 'Netto',
      tax: 'MwSt. {{rate}} %',
      gross: 'Brutto',
      deliveryFee: 'Liefergebühr',
      donation: 'Spende',
      total: 'Gesamt',
    },
    donation: {
      text: 'Mit Ihrer Bestellung spenden Sie {{amount}} an eine Organisation Ihrer Wahl.',
      choose: 'Organisation wählen',
      change: 'Ändern',
      search: 'Organisation suchen',
      selected: 'Ihre Spende geht an {{name}}.',
    },
    paymentMethods: paymentMethodLabels('Online bezahlen'),
    redirectNote: 'Zur Zahlung werden Sie zu unserem Zahlungsanbieter weitergeleitet und danach wieder zurück.',
    // Issue 24: an order sent while the connection is gone waits and goes out once it is back.
    waitingForNetwork: 'Keine Verbindung – die Bestellung wird gesendet, sobald die Verbindung wieder da ist.',
    legal: {
      termsBefore: 'Ich akzeptiere die ',
      termsLink: 'AGB',
      termsAfter: '.',
      privacyBefore: 'Ich habe die ',
      privacyLink: 'Datenschutzerklärung',
      privacyAfter: ' gelesen und stimme ihr zu.',
      close: 'Schließen',
    },
  },
  status: {
    // SPEC §2 status page labels.
    ticket: 'Ticket',
    orderNumber: 'Bestellnummer',
    thankYou: 'Vielen Dank für Ihre Bestellung!',
    thankYouQuotation: 'Vielen Dank für Ihre Anfrage!',
    timeline: 'Verlauf',
    info: {
      title: 'Ihre Bestellung',
      orderType: 'Bestellart',
      appointment: 'Termin',
      paymentMethod: 'Zahlungsart',
      payment: 'Zahlung',
      table: 'Tisch',
    },
    counterAppointment: {
      title: 'Neuer Terminvorschlag',
      text: 'Leider können wir den gewünschten Termin nicht einhalten. Wir schlagen Ihnen folgenden Termin vor: {{date}} Uhr.',
      confirm: 'Termin bestätigen',
      reject: 'Ablehnen und Bestellung stornieren',
    },
    questionnaire: {
      title: 'Wie zufrieden waren Sie?',
      rating: 'Gesamteindruck',
      foodRating: 'Qualität',
      serviceRating: 'Service',
      processRating: 'Ablauf',
      star: '{{n}} von 5 Sternen',
      comment: 'Ihr Kommentar (optional)',
      submit: 'Bewertung absenden',
      thanks: 'Vielen Dank für Ihre Bewertung!',
    },
    contact: 'Kontakt',
    install: {
      title: 'Unsere App',
      text: 'Installieren Sie unsere App und bestellen Sie beim nächsten Mal noch schneller.',
    },
  },
  // Issue 24: the self-service kiosk's own words (its screensaver's call is the shell's kiosk.screensaver).
  kiosk: {
    payAtCounter: 'Bitte bezahlen Sie an der Kassa.',
    newOrder: 'Neue Bestellung',
    returning: 'Neue Bestellung in {{seconds}} Sekunden',
  },
} as const;
