/**
 * SPEC §9 text shortening, kept apart from formats.ts: the shell lends formats.ts whole to every
 * guest page (docs/adr/0011-bundle-budget.md), and only price labels shorten texts so far.
 */
/** SPEC §9: text shortening default 128 characters with ellipsis. */
export const TEXT_SHORTENING_LENGTH = 128;

/**
 * A text of at most `maxLength` characters: longer ones are cut at the last word boundary that
 * fits (or mid-word when there is none) and end with '…', which counts towards the length.
 */
export function shortenText(text: string, maxLength: number = TEXT_SHORTENING_LENGTH): string {
  const trimmed = text.trim();
  if (trimmed.length <= maxLength) return trimmed;
  const room = trimmed.slice(0, Math.max(0, maxLength - 1));
  const cutsWord = /\S$/.test(room) && /\S/.test(trimmed.charAt(room.length));
  return `${(cutsWord ? room.replace(/\s+\S*$/, '') : room).trimEnd()}…`;
}
