/**
 * Renders price labels into an A4 PDF with pdfkit (ADR 0030): one label per SPEC §9 grid cell,
 * texts from @theke/domain's priceLabelText, so every price reads as the storefront shows it.
 * Texts that do not fit are cut with '…' by pdfkit's own line wrapper, which measures them.
 */
import PDFDocument from 'pdfkit';
import { LABEL_GRIDS, type LabelLayout, type PriceLabelText } from '@theke/domain';
import { winAnsiText } from '@theke/server';
import { labelBox, type LabelBox, type LabelGrid } from './label-sheet';

const REGULAR = 'Helvetica';
const BOLD = 'Helvetica-Bold';

type Document = PDFKit.PDFDocument;

interface Cursor {
  doc: Document;
  x: number;
  y: number;
  width: number;
  bottom: number;
}

/** Writes `text` in at most `maxLines` lines (fewer when the label ends first), '…' where it is cut. */
function paragraph(cursor: Cursor, text: string, font: string, size: number, maxLines: number): void {
  const { doc } = cursor;
  doc.font(font).fontSize(size);
  const lineHeight = doc.currentLineHeight(true);
  const lines = Math.min(maxLines, Math.floor((cursor.bottom - cursor.y) / lineHeight));
  if (lines < 1) return;
  doc.text(winAnsiText(text), cursor.x, cursor.y, {
    width: cursor.width,
    height: lines * lineHeight,
    ellipsis: true,
    lineGap: 0,
  });
  cursor.y = doc.y;
}

/** One line at the largest size from `size` down to `minSize` that fits the width (a price is never cut). */
function fittedLine(cursor: Cursor, text: string, size: number, minSize: number, y = cursor.y): void {
  const { doc } = cursor;
  const printable = winAnsiText(text);
  let fitted = size;
  doc.font(BOLD);
  while (fitted > minSize && doc.fontSize(fitted).widthOfString(printable) > cursor.width) fitted -= 0.5;
  doc.fontSize(fitted).text(printable, cursor.x, y, { width: cursor.width, lineBreak: false });
  cursor.y = y + doc.currentLineHeight(true);
}

function inside(doc: Document, box: LabelBox, padding: number): Cursor {
  return {
    doc,
    x: box.x + padding,
    y: box.y + padding,
    width: box.width - 2 * padding,
    bottom: box.y + box.height - padding,
  };
}

/** Compact (12 × 4): the name on up to two lines, the price at the foot of the label. */
function compactLabel(doc: Document, box: LabelBox, label: PriceLabelText): void {
  const cursor = inside(doc, box, 5);
  const priceSize = 11;
  const priceTop = cursor.bottom - priceSize;
  paragraph({ ...cursor, bottom: label.price ? priceTop - 1 : cursor.bottom }, label.name, BOLD, 8.5, 2);
  if (label.price) fittedLine(cursor, label.price, priceSize, 6, priceTop);
}

/** Detail (5 × 2): name, price, price-per-unit text, alternative units, allergens, description. */
function detailLabel(doc: Document, box: LabelBox, label: PriceLabelText): void {
  const cursor = inside(doc, box, 9);
  paragraph(cursor, label.name, BOLD, 12, 2);
  cursor.y += 3;
  if (label.price) fittedLine(cursor, label.price, 17, 9);
  if (label.pricing) paragraph(cursor, label.pricing, REGULAR, 9, 1);
  if (label.alternativePrices.length > 0)
    paragraph(cursor, label.alternativePrices.join(' · '), REGULAR, 9, 2);
  cursor.y += 3;
  if (label.allergens) {
    paragraph(cursor, `Allergene: ${label.allergens}`, REGULAR, 7.5, 2);
    cursor.y += 2;
  }
  if (label.description) paragraph(cursor, label.description, REGULAR, 7.5, 6);
}

const DRAW: Record<LabelLayout, (doc: Document, box: LabelBox, label: PriceLabelText) => void> = {
  compact: compactLabel,
  detail: detailLabel,
};

/** The labels in order, filling each page's grid row by row; resolves to the PDF's bytes. */
export function renderLabelPdf(
  labels: readonly PriceLabelText[],
  layout: LabelLayout,
  grid: LabelGrid = LABEL_GRIDS[layout],
): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    layout: 'portrait',
    margin: 0,
    autoFirstPage: false,
    info: { Title: 'Preisetiketten', Creator: 'Theke' },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  labels.forEach((label, index) => {
    const box = labelBox(layout, index, grid);
    if (index === 0 || box.page > labelBox(layout, index - 1, grid).page) doc.addPage();
    DRAW[layout](doc, box, label);
  });
  doc.end();
  return done;
}
