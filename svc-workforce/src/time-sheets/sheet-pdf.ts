/**
 * The monthly time sheets as an A4 PDF for the payroll office (ADR 0041 "Time sheets"): per
 * employee a page (more when the notes run long) with the business, employee and month, the day
 * table, the totals, the rules' warnings in full, the approval and two signature lines. Helvetica
 * in WinAnsiEncoding as the price labels (ADR 0030): texts go through winAnsiText.
 */
import PDFDocument from 'pdfkit';
import { workingTimeZone } from '@theke/domain';
import { winAnsiText } from '@theke/server';
import type { MonthlySheet, SheetDay } from './monthly-sheet';
import { PdfTextLines } from './pdf-text-line';
import {
  absenceText,
  dateText,
  daysText,
  dayTimes,
  hoursText,
  monthText,
  signedHoursText,
  warningLabel,
  weekdayText,
} from './sheet-format';

type Document = PDFKit.PDFDocument;

const REGULAR = 'Helvetica';
const BOLD = 'Helvetica-Bold';
const MARGIN = 40;
const PAGE_WIDTH = 595.28;
const PAGE_HEIGHT = 841.89;
const BOTTOM = PAGE_HEIGHT - MARGIN;
const ROW_HEIGHT = 14;
const SIGNATURES_HEIGHT = 56;

interface Column {
  title: string;
  width: number;
  align?: 'right';
  /** Extra space before a text column that follows a right-aligned number. */
  indent?: number;
  /** Its texts always fit (a date, a time): not measured. */
  short?: boolean;
}

/** The day table, 515 pt wide: numbers right-aligned, the notes in what is left. */
const COLUMNS: Column[] = [
  { title: 'Datum', width: 70, short: true },
  { title: 'Beginn', width: 38, short: true },
  { title: 'Ende', width: 38, short: true },
  { title: 'Pause (Min.)', width: 54, align: 'right' },
  { title: 'Ist (Std.)', width: 50, align: 'right' },
  { title: 'Soll (Std.)', width: 50, align: 'right' },
  { title: 'Abwesenheit', width: 70, indent: 10 },
  { title: 'Hinweise', width: PAGE_WIDTH - 2 * MARGIN - 370 },
];
const CELL_PADDING = 3;

/** `text` as it fits `width`: cut with '…' where it would run past. */
function fitted(lines: PdfTextLines, text: string, width: number): { text: string; width: number } {
  let shown = text;
  let measured = lines.width(shown);
  while (measured > width && shown.length > 1) {
    shown = `${shown.slice(0, -2).trimEnd()}…`;
    measured = lines.width(shown);
  }
  return { text: shown, width: measured };
}

/**
 * One line of text in a cell, cut with '…' where the column ends. Measured and placed by hand
 * (PdfTextLines, no line wrapper): a month of 300 employees is 60,000 cells.
 */
function cell(page: Page, text: string, x: number, column: Column): void {
  if (text === '') return;
  const indent = column.indent ?? 0;
  const room = column.width - 2 * CELL_PADDING - indent;
  const printable = winAnsiText(text);
  const shown = column.short ? { text: printable, width: 0 } : fitted(page.lines, printable, room);
  const left = column.align === 'right' ? x + column.width - CELL_PADDING - shown.width : x + CELL_PADDING + indent;
  page.lines.write(shown.text, left, page.y + 3.5);
}

function row(page: Page, values: readonly string[], options: { shaded?: boolean; header?: boolean } = {}): void {
  const { doc, y } = page;
  if (options.shaded) doc.rect(MARGIN, y, PAGE_WIDTH - 2 * MARGIN, ROW_HEIGHT).fill('#eeeeee').fillColor('black');
  doc.font(options.header ? BOLD : REGULAR).fontSize(8);
  page.lines.batch(() => {
    let x = MARGIN;
    COLUMNS.forEach((column, index) => {
      cell(page, values[index] ?? '', x, column);
      x += column.width;
    });
  });
  doc
    .moveTo(MARGIN, y + ROW_HEIGHT)
    .lineTo(PAGE_WIDTH - MARGIN, y + ROW_HEIGHT)
    .lineWidth(0.3)
    .strokeColor('#999999')
    .stroke();
}

function dayValues(day: SheetDay, weekday: string, timeZone: string): string[] {
  const worked = day.activities.length > 0 || day.workedMinutes > 0;
  return [
    `${weekday} ${dateText(day.date)}`,
    ...dayTimes(day, timeZone),
    worked ? String(day.breakMinutes) : '',
    worked ? hoursText(day.workedMinutes) : '',
    day.plannedMinutes > 0 ? hoursText(day.plannedMinutes) : '',
    absenceText(day.absence),
    day.warnings.map((warning) => warningLabel(warning.message)).join(', '),
  ];
}

interface Page {
  doc: Document;
  y: number;
  sheet: MonthlySheet;
  title: string;
  /** The document's single-line texts, measured and written (each text kerned once). */
  lines: PdfTextLines;
}

function heading(page: Page, businessName: string | null, continued: boolean): void {
  const { doc, sheet } = page;
  page.y = MARGIN;
  if (businessName) {
    doc.font(REGULAR).fontSize(9);
    page.lines.write(winAnsiText(businessName), MARGIN, page.y);
    page.y += 14;
  }
  doc.font(BOLD).fontSize(16);
  page.lines.write(winAnsiText(`${page.title}${continued ? ' (Fortsetzung)' : ''}`), MARGIN, page.y);
  page.y += 24;
  doc.font(REGULAR).fontSize(10);
  page.lines.write(winAnsiText(`Mitarbeiter/in: ${sheet.employee.username}`), MARGIN, page.y);
  page.y += 22;
}

/** Room for `height` more points on this page, or a new page with the heading repeated. */
function ensureRoom(page: Page, height: number, businessName: string | null): void {
  if (page.y + height <= BOTTOM) return;
  page.doc.addPage();
  heading(page, businessName, true);
}

/**
 * A line below the table. Placed without pdfkit's text machinery when it fits (PdfTextLines),
 * wrapped at the margin by pdfkit's line wrapper when it does not.
 */
function textLine(page: Page, text: string, font = REGULAR, size = 9): void {
  const { doc } = page;
  doc.font(font).fontSize(size);
  const printable = winAnsiText(text);
  const width = PAGE_WIDTH - 2 * MARGIN;
  if (page.lines.width(printable) <= width) {
    page.lines.write(printable, MARGIN, page.y);
    page.y += doc.currentLineHeight(true) + 2;
  } else {
    doc.text(printable, MARGIN, page.y, { width });
    page.y = doc.y + 2;
  }
}

/** Each warning once, with the days it applies to: 'Schicht nicht angetreten. (04.03., 18.03.)'. */
function warningLines(sheet: MonthlySheet): string[] {
  const days = new Map<string, string[]>();
  for (const day of sheet.days)
    for (const warning of day.warnings) days.set(warning.message, [...(days.get(warning.message) ?? []), dateText(day.date).slice(0, 6)]);
  return [...days].map(([message, dates]) => `${message} (${dates.join(', ')})`);
}

function signatures(page: Page): void {
  const { doc } = page;
  const y = Math.max(page.y + 36, BOTTOM - 24);
  const width = 220;
  for (const [x, label] of [
    [MARGIN, 'Datum, Unterschrift Mitarbeiter/in'],
    [PAGE_WIDTH - MARGIN - width, 'Datum, Unterschrift Arbeitgeber/in'],
  ] as const) {
    doc.moveTo(x, y).lineTo(x + width, y).lineWidth(0.6).strokeColor('black').stroke();
    doc.font(REGULAR).fontSize(8);
    page.lines.write(winAnsiText(label), x, y + 4);
  }
  page.y = y + 20;
}

function sheetPages(doc: Document, lines: PdfTextLines, sheet: MonthlySheet, businessName: string | null): void {
  const zone = workingTimeZone(sheet.country);
  const page: Page = { doc, y: MARGIN, sheet, title: `Stundenzettel ${monthText(sheet.month)}`, lines };
  doc.addPage();
  heading(page, businessName, false);

  row(page, COLUMNS.map((column) => column.title), { header: true });
  page.y += ROW_HEIGHT;
  for (const day of sheet.days) {
    ensureRoom(page, ROW_HEIGHT, businessName);
    const weekday = weekdayText(day.date);
    row(page, dayValues(day, weekday, zone), { shaded: weekday === 'Sa' || weekday === 'So' });
    page.y += ROW_HEIGHT;
  }

  const { totals } = sheet;
  page.y += 8;
  ensureRoom(page, 30, businessName);
  textLine(
    page,
    `Soll: ${hoursText(totals.plannedMinutes)} Std.    Ist: ${hoursText(totals.workedMinutes)} Std.    ` +
      `Differenz: ${signedHoursText(totals.differenceMinutes)} Std.    Pausen: ${totals.breakMinutes} Min.`,
    BOLD,
  );
  textLine(page, `Urlaub: ${daysText(totals.holidayDays)}    Krankenstand: ${daysText(totals.sickDays)}`);

  const warnings = warningLines(sheet);
  if (warnings.length > 0) {
    page.y += 6;
    ensureRoom(page, 26, businessName);
    textLine(page, 'Hinweise nach den Arbeitszeitregeln', BOLD);
    for (const warning of warnings) {
      ensureRoom(page, 12, businessName);
      textLine(page, warning, REGULAR, 8);
    }
  }

  page.y += 6;
  ensureRoom(page, 24, businessName);
  textLine(
    page,
    sheet.approval
      ? `Freigegeben am ${dateText(sheet.approval.at.slice(0, 10))} von ${sheet.approval.by.username}.`
      : 'Nicht freigegeben.',
    BOLD,
  );
  if (sheet.pendingCorrections > 0) textLine(page, `Offene Korrekturanträge: ${sheet.pendingCorrections}`);

  ensureRoom(page, SIGNATURES_HEIGHT, businessName);
  signatures(page);
}

/** The sheets in order, each starting on a new page; resolves to the PDF's bytes. */
export function timeSheetsPdf(sheets: readonly MonthlySheet[], businessName: string | null): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    layout: 'portrait',
    margin: 0,
    autoFirstPage: false,
    info: { Title: sheets.length === 1 && sheets[0] ? `Stundenzettel ${sheets[0].employee.username}` : 'Stundenzettel', Creator: 'Theke' },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const lines = new PdfTextLines(doc);
  for (const sheet of sheets) sheetPages(doc, lines, sheet, businessName);
  // A selection without employees is still a document: one page that says so.
  if (sheets.length === 0) {
    doc.addPage();
    doc.font(REGULAR).fontSize(12).text('Stundenzettel: keine Zeiten in diesem Monat.', MARGIN, MARGIN);
  }
  doc.end();
  return done;
}
