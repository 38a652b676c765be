/**
 * One line of text written into a pdfkit page exactly as `doc.text(text, x, y, {lineBreak: false})`
 * writes it (the same operators, byte for byte), without pdfkit's text machinery: that measures
 * every text twice and encodes it once more, glyph by glyph with kerning pairs, and writes eight
 * content chunks. A month of 300 time sheets is some 60,000 cells, most of them the same few
 * hours and times, so each text's encoding is remembered per font and the operators go out as
 * one chunk. Standard (AFM) fonts only, which is all the time sheets use (Helvetica, ADR 0030).
 *
 * It reads two pdfkit 0.20 internals, the current font and size (`_font`, `_fontSize`);
 * pdf-text-line.test.ts compares its output with `doc.text`'s, so an upgrade that changes them
 * fails there.
 */
type Document = PDFKit.PDFDocument;

interface GlyphPosition {
  xAdvance: number;
  advanceWidth: number;
  xOffset: number;
  yOffset: number;
}

/** What pdfkit's StandardFont offers the text mixin. */
interface PdfkitFont {
  id: string;
  ascender: number;
  ref(): unknown;
  encode(text: string): [string[], GlyphPosition[]];
}

interface PdfkitTextState {
  _font: PdfkitFont;
  _fontSize: number;
}

/** pdfkit's number format in content streams (PDFObject.number). */
const pdfNumber = (value: number): number => Math.round(value * 1e6) / 1e6;

/** `[<hex> kerning <hex> …] TJ` of a text in a font, as pdfkit's text fragment builds it. */
function showText(font: PdfkitFont, text: string): string {
  const [encoded, positions] = font.encode(text);
  const commands: string[] = [];
  let last = 0;
  const segment = (end: number) => {
    const position = positions[end - 1];
    if (last < end && position)
      commands.push(
        `<${encoded.slice(last, end).join('')}> ${pdfNumber(-(position.xAdvance - position.advanceWidth))}`,
      );
    last = end;
  };
  positions.forEach((position, index) => {
    // Standard fonts place every glyph on the baseline: only kerning splits the text.
    if (position.xOffset || position.yOffset)
      throw new Error('pdf-text-line: glyph offsets are not supported');
    if (position.xAdvance - position.advanceWidth !== 0) segment(index + 1);
  });
  segment(positions.length);
  return `[${commands.join(' ')}] TJ`;
}

/** Remembered encodings, per font; one per document (fonts are a document's own objects). */
export type PdfTextEncodings = Map<string, string>;

/**
 * Writes `text` with its top-left corner at (x, y) in the current font and size, as
 * `doc.text(text, x, y, {lineBreak: false})` does (which would also leave doc.x/doc.y moved:
 * callers here place every text themselves). Line breaks are the caller's to remove.
 */
export function writeLine(
  doc: Document,
  encodings: PdfTextEncodings,
  text: string,
  x: number,
  y: number,
): void {
  if (text === '') return;
  const { _font: font, _fontSize: size } = doc as unknown as PdfkitTextState;
  const key = `${font.id} ${text}`;
  let shown = encodings.get(key);
  if (shown === undefined) {
    shown = showText(font, text);
    encodings.set(key, shown);
  }
  const { page } = doc;
  page.fonts[font.id] ??= font.ref();
  const baseline = page.height - y - (font.ascender / 1000) * size;
  doc.addContent(
    `q\n1 0 0 -1 0 ${pdfNumber(page.height)} cm\nBT\n1 0 0 1 ${pdfNumber(x)} ${pdfNumber(baseline)} Tm\n` +
      `/${font.id} ${pdfNumber(size)} Tf\n${shown}\nET\nQ`,
  );
}
