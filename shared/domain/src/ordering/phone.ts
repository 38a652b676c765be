/**
 * SPEC §5 phone input: typing keeps digits, plus and space; on change only
 * digits and plus are kept and a leading 00 becomes +; a number not starting
 * with + gets the format message.
 */

export const PHONE_FORMAT_MESSAGE = 'Bitte geben Sie eine gültige Nummer im Format +436641234567 an.';

/** What the phone input accepts while typing: digits, plus and space. */
export function filterPhoneInput(text: string): string {
  return text.replace(/[^\d+ ]/g, '');
}

/** The stored phone number: only digits and plus, a leading 00 becomes +. */
export function normalizePhone(text: string): string {
  const kept = text.replace(/[^\d+]/g, '');
  return kept.startsWith('00') ? `+${kept.slice(2)}` : kept;
}

/** The format message for a non-empty number not starting with +, else null. */
export function phoneFormatError(phone: string | null | undefined): string | null {
  if (!phone) return null;
  return phone.startsWith('+') ? null : PHONE_FORMAT_MESSAGE;
}
