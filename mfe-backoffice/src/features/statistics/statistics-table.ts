/**
 * One model behind every chart of the statistics screen: a table whose first column labels the
 * points and whose other columns are the series. The chart draws it, the 'Tabelle' view shows it
 * and the CSV export writes it, so the three never disagree.
 */
import { formatCount } from './statistics-format';

export interface StatisticsColumn {
  label: string;
  /** How a number of this column reads on screen (counts by default). */
  format?: (value: number) => string;
}

export interface StatisticsTable {
  columns: StatisticsColumn[];
  /** First cell the point's label, then one number per series. */
  rows: Array<[string, ...Array<number | null>]>;
}

/** A cell as the table view shows it. */
export function cellText(table: StatisticsTable, column: number, value: string | number | null): string {
  if (value === null) return '–';
  if (typeof value === 'string') return value;
  return (table.columns[column]?.format ?? formatCount)(value);
}

const csvText = (text: string) => {
  // A cell starting like a formula is written as text (CSV injection), quotes doubled.
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[";\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};

/** A number for a German spreadsheet: decimal comma, no thousands separator. */
const csvNumber = (value: number) => String(Math.round(value * 100) / 100).replace('.', ',');

/** The table as CSV for German spreadsheets: UTF-8 with BOM, `;`, CRLF (as the time sheets export). */
export function tableCsv(table: StatisticsTable): string {
  const lines = [
    table.columns.map((column) => csvText(column.label)),
    ...table.rows.map((row) =>
      row.map((cell) => (cell === null ? '' : typeof cell === 'number' ? csvNumber(cell) : csvText(cell))),
    ),
  ];
  return `\ufeff${lines.map((line) => line.join(';')).join('\r\n')}\r\n`;
}

/** Offers the table as a file `statistik-<name>-<from>-<to>.csv`. */
export function downloadCsv(fileName: string, table: StatisticsTable): void {
  const url = URL.createObjectURL(new Blob([tableCsv(table)], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}
