/**
 * Single lines of text in a pdfkit document, measured and written exactly as pdfkit's
 * `doc.widthOfString(text)` and `doc.text(text, x, y, {lineBreak: false})` do (the same numbers,
 * the same operators byte for byte), without pdfkit's text machinery: that measures every text
 * twice and encodes it once more, glyph by glyph with kerning pairs, and writes eight content
 * chunks. A month of 300 time sheets is some 60,000 cells, most of them the same few hours and
 * times, so each text is kerned once per font and document, and its operators go out as one chunk.
 * Standard (AFM) fonts only, which is all the time sheets use (Helvetica, ADR 0030).
 *
 * It reads two pdfkit 0.20 internals, the current font and size (`_font`, `_fontSize`);
 * pdf-text-line.test.ts compares its output with pdfkit's, so an upgrade that changes them fails
 * there.
 */
type Document = PDFKit.PDFDocument;

interface GlyphPosition {
  xAdvance: number;
  advanceWidth: number;
  xOffset: number;
  yOffset: number;
}

/** What pdfkit's StandardFont offers its text mixin. */
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

/** A text as one font shows it: its `[…] TJ` operator and its advance in font units. */
interface Kerned {
  shown: string;
  units: number;
}

/** pdfkit's number format in content streams (PDFObject.number). */
const pdfNumber = (value: number): number => Math.round(value * 1e6) / 1e6;

/** `[<hex> kerning <hex> …] TJ` and the advance of a text, as pdfkit's text fragment builds them. */
function kerned(font: PdfkitFont, text: string): Kerned {
  const [encoded, positions] = font.encode(text);
  const commands: string[] = [];
  let units = 0;
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
    units += position.xAdvance;
    if (position.xAdvance - position.advanceWidth !== 0) segment(index + 1);
  });
  segment(positions.length);
  return { shown: `[${commands.join(' ')}] TJ`, units };
}

/** Measures and writes one document's single-line texts in its current font and size. */
export class PdfTextLines {
  /** Per font and text: fonts are a document's own objects, sizes only scale. */
  private readonly known = new Map<string, Kerned>();
  /** The operators of the writes inside `batch`, not sent yet. */
  private pending: string[] | null = null;

  constructor(private readonly doc: Document) {}

  private current(text: string): { font: PdfkitFont; size: number; text: Kerned } {
    const { _font: font, _fontSize: size } = this.doc as unknown as PdfkitTextState;
    const key = `${font.id} ${text}`;
    let known = this.known.get(key);
    if (known === undefined) {
      known = kerned(font, text);
      this.known.set(key, known);
    }
    return { font, size, text: known };
  }

  /** The width `doc.widthOfString(text)` gives, with pdfkit's arithmetic. */
  width(text: string): number {
    const { size, text: known } = this.current(text);
    return (known.units * (size / 1000) * 100) / 100;
  }

  /**
   * Writes `text` with its top-left corner at (x, y), as `doc.text(text, x, y, {lineBreak:
   * false})` does (which would also leave doc.x/doc.y moved: callers here place every text
   * themselves). Line breaks are the caller's to remove.
   */
  write(text: string, x: number, y: number): void {
    if (text === '') return;
    const { doc } = this;
    const { font, size, text: known } = this.current(text);
    const { page } = doc;
    page.fonts[font.id] ??= font.ref();
    const baseline = page.height - y - (font.ascender / 1000) * size;
    const operators =
      `q\n1 0 0 -1 0 ${pdfNumber(page.height)} cm\nBT\n1 0 0 1 ${pdfNumber(x)} ${pdfNumber(baseline)} Tm\n` +
      `/${font.id} ${pdfNumber(size)} Tf\n${known.shown}\nET\nQ`;
    if (this.pending) this.pending.push(operators);
    else doc.addContent(operators);
  }

  /**
   * Runs `draw`, which only writes lines (no other drawing: it would come before them), and sends
   * its writes as one content chunk, converted natively: a table row's cells. The same bytes as
   * one chunk per write (pdfkit ends each chunk it converts with a line break).
   */
  batch(draw: () => void): void {
    const pending: string[] = [];
    this.pending = pending;
    try {
      draw();
    } finally {
      this.pending = null;
      if (pending.length > 0) this.doc.addContent(Buffer.from(`${pending.join('\n')}\n`, 'latin1'));
    }
  }
}
