/**
 * The services' PDFs (price labels, time sheets) use the PDF standard font Helvetica (ADR 0030),
 * whose WinAnsiEncoding covers German (ä ö ü ß), '€', '–', '…', '„“' and the no-break space
 * formatMoney writes. pdfkit writes any other character as a broken code, so those are
 * transliterated ('ő' → 'o') or become '?'.
 */

/** The 27 characters WinAnsiEncoding puts at 0x80–0x9F, beside ASCII and Latin-1. */
const WIN_ANSI_EXTRAS = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');

const isWinAnsi = (char: string): boolean => {
  const code = char.codePointAt(0) ?? 0;
  return (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRAS.has(char);
};

/** Latin letters without a decomposition to a base letter. */
const LETTERS: Readonly<Record<string, string>> = { Ł: 'L', ł: 'l', Đ: 'D', đ: 'd', Ħ: 'H', ħ: 'h', ı: 'i' };

function printableChar(char: string): string {
  if (isWinAnsi(char)) return char;
  if (/\p{Cc}/u.test(char)) return '';
  const base = LETTERS[char] ?? char.normalize('NFKD').replace(/\p{M}/gu, '');
  return base !== '' && [...base].every(isWinAnsi) ? base : '?';
}

/** One line of PDF text: line breaks and tabs become spaces, the rest what Helvetica can show. */
export function winAnsiText(text: string): string {
  // Printable ASCII is WinAnsi as it is: most cells of a long table (times, hours) need no work.
  if (/^[\x20-\x7e]*$/.test(text)) return text;
  return [...text.replace(/[\t\r\n]+/g, ' ')].map(printableChar).join('');
}
