/**
 * writeLine must write what pdfkit's `doc.text(text, x, y, {lineBreak: false})` writes: two
 * documents, one drawn each way, are the same bytes (kerning pairs, WinAnsi characters, fonts
 * and sizes switched, texts repeated so remembered encodings are used).
 */
import PDFDocument from 'pdfkit';
import { writeLine, type PdfTextEncodings } from './pdf-text-line';

type Draw = (doc: PDFKit.PDFDocument, text: string, x: number, y: number) => void;

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

function drawn(draw: Draw): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 0,
    compress: false,
    autoFirstPage: false,
    info: { CreationDate: new Date(0) },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
  });
  for (const page of [0, 1]) {
    doc.addPage();
    LINES.forEach(([font, size, text], index) =>
      draw(doc.font(font).fontSize(size), text, 40 + page * 3.25, 40 + index * 14.5),
    );
  }
  doc.end();
  return done;
}

describe('writeLine', () => {
  it('writes the bytes doc.text writes for one line', async () => {
    const encodings: PdfTextEncodings = new Map();
    const ours = await drawn((doc, text, x, y) => writeLine(doc, encodings, text, x, y));
    const pdfkits = await drawn((doc, text, x, y) => doc.text(text, x, y, { lineBreak: false }));
    expect(ours.toString('latin1')).toContain('] TJ');
    expect(ours.toString('latin1')).toBe(pdfkits.toString('latin1'));
  });

  it('writes nothing for an empty text', async () => {
    const blank = await drawn(() => undefined);
    expect(await drawn((doc, _text, x, y) => writeLine(doc, new Map(), '', x, y))).toEqual(blank);
  });
});
