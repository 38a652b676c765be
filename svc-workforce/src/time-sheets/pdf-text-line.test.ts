/**
 * PdfTextLines must measure and write what pdfkit's `doc.widthOfString(text)` and
 * `doc.text(text, x, y, {lineBreak: false})` do: the same widths to the last bit, and two
 * documents, one drawn each way, are the same bytes (kerning pairs, WinAnsi characters, fonts and
 * sizes switched, texts repeated so remembered ones are used).
 */
import PDFDocument from 'pdfkit';
import { PdfTextLines } from './pdf-text-line';

type Doc = PDFKit.PDFDocument;
/** Draws the test lines of one page, each in its font and size, through `line`. */
type Page = (doc: Doc, line: (text: string, x: number, y: number) => void) => void;

const LINES: Array<[font: string, size: number, text: string]> = [
  ['Helvetica', 8, 'Mo 05.10.2026'],
  ['Helvetica', 8, '8,50'],
  ['Helvetica-Bold', 8, 'Pause (Min.)'],
  ['Helvetica', 8, 'AVAWAY To Yo, Pause zu kurz'],
  ['Helvetica-Bold', 16, 'Stundenzettel März 2026'],
  ['Helvetica', 9, 'Krankenstand – Überstunden ÄÖÜäöüß … „€ 12,50“'],
  ['Helvetica', 8, '8,50'],
  ['Helvetica-Bold', 8, '8,50'],
  ['Helvetica', 8, 'Mo 05.10.2026'],
];

const newDocument = () =>
  new PDFDocument({
    size: 'A4',
    margin: 0,
    compress: false,
    autoFirstPage: false,
    info: { CreationDate: new Date(0) },
  });

const testPage: Page = (doc, line) =>
  LINES.forEach(([font, size, text], index) => {
    doc.font(font).fontSize(size);
    line(text, 40 + (index % 3) * 3.25, 40 + index * 14.5);
  });

/** Two pages drawn by `draw`, a rule between them, as the document's bytes. */
function drawn(draw: (doc: Doc) => void): Promise<Buffer> {
  const doc = newDocument();
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
  });
  for (const _page of [0, 1]) {
    doc.addPage();
    draw(doc);
    doc.moveTo(40, 200).lineTo(300, 200).stroke();
  }
  doc.end();
  return done;
}

const byPdfkit = () =>
  drawn((doc) => testPage(doc, (text, x, y) => doc.text(text, x, y, { lineBreak: false })));

describe('PdfTextLines', () => {
  it('measures as doc.widthOfString measures', () => {
    const doc = newDocument();
    doc.addPage();
    const lines = new PdfTextLines(doc);
    for (const [font, size, text] of [...LINES, ['Helvetica', 8, '']] as const) {
      doc.font(font).fontSize(size);
      expect(lines.width(text)).toBe(doc.widthOfString(text));
      expect(lines.width(text)).toBe(doc.widthOfString(text));
    }
    doc.end();
  });

  it('writes the bytes doc.text writes for one line', async () => {
    let lines: PdfTextLines | undefined;
    const ours = await drawn((doc) => {
      lines ??= new PdfTextLines(doc);
      testPage(doc, (text, x, y) => lines?.write(text, x, y));
    });
    expect(ours.toString('latin1')).toContain('] TJ');
    expect(ours.toString('latin1')).toBe((await byPdfkit()).toString('latin1'));
  });

  it('writes the same bytes for lines sent as one batch', async () => {
    let lines: PdfTextLines | undefined;
    const ours = await drawn((doc) => {
      const pageLines = (lines ??= new PdfTextLines(doc));
      pageLines.batch(() => testPage(doc, (text, x, y) => pageLines.write(text, x, y)));
    });
    expect(ours.toString('latin1')).toBe((await byPdfkit()).toString('latin1'));
  });

  it('writes nothing for an empty text or an empty batch', async () => {
    const blank = await drawn(() => undefined);
    expect(await drawn((doc) => new PdfTextLines(doc).write('', 40, 40))).toEqual(blank);
    expect(await drawn((doc) => new PdfTextLines(doc).batch(() => undefined))).toEqual(blank);
  });
});
