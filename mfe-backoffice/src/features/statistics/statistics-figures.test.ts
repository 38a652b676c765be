import { funnelTable, heatMapTable, ordersPerStaffHourTable, seriesTable } from './statistics-figures';
import { changePercent, formatChange, formatCount } from './statistics-format';
import { tableCsv } from './statistics-table';

const TZ = 'Europe/Vienna';

describe('statistics figures', () => {
  it('labels hour buckets of a DST day by their local time', () => {
    // 29 March 2026: Vienna's clocks jump from 02:00 to 03:00.
    const series = [
      { start: '2026-03-29T00:00:00.000Z', value: 1 },
      { start: '2026-03-29T01:00:00.000Z', value: 2 },
    ];
    expect(seriesTable('Zeit', [{ label: 'Bestellungen', series }], 'hour', TZ, true).rows).toEqual([
      ['01:00', 1],
      ['03:00', 2],
    ]);
    expect(seriesTable('Zeit', [{ label: 'Umsatz', series }], 'month', TZ, false).rows[0]).toEqual([
      'März 2026',
      1,
    ]);
  });

  it('divides orders by worked hours per local hour of day, summed over the days', () => {
    const orders = [
      { start: '2026-03-27T10:00:00.000Z', value: 6 }, // 11:00 in Vienna (CET)
      { start: '2026-03-30T09:00:00.000Z', value: 3 }, // 11:00 in Vienna (CEST)
      { start: '2026-03-30T10:00:00.000Z', value: 2 }, // 12:00, nobody worked
    ];
    const worked = [
      { start: '2026-03-27T10:00:00.000Z', value: 120 },
      { start: '2026-03-30T09:00:00.000Z', value: 60 },
    ];
    const table = ordersPerStaffHourTable(
      { hour: 'Stunde', orders: 'B', staffHours: 'A', perStaffHour: 'B/A' },
      orders,
      worked,
      TZ,
    );
    expect(table.rows).toEqual([
      ['11:00', 9, 3, 3],
      ['12:00', 2, 0, null],
    ]);
  });

  it('gives each funnel step its share of the step before', () => {
    const table = funnelTable(
      {
        step: 'Schritt',
        count: 'Anzahl',
        conversion: 'Anteil',
        steps: { 'store-view': 'S', 'add-to-cart': 'W', 'checkout-start': 'K', purchase: 'G' },
      },
      [
        { step: 'store-view', value: 200 },
        { step: 'add-to-cart', value: 50 },
        { step: 'checkout-start', value: 20 },
        { step: 'purchase', value: 15 },
      ],
    );
    expect(table.rows).toEqual([
      ['S', 200, null],
      ['W', 50, 25],
      ['K', 20, 40],
      ['G', 15, 75],
    ]);
  });

  it('lays the heat map out Monday first, an hour per column', () => {
    const table = heatMapTable('Wochentag', [
      { weekday: 1, hour: 8, value: 4 },
      { weekday: 7, hour: 23, value: 1 },
    ]);
    expect(table.columns).toHaveLength(25);
    expect(table.rows[0]?.[0]).toBe('Montag');
    expect(table.rows[0]?.[9]).toBe(4);
    expect(table.rows[6]?.[24]).toBe(1);
  });

  it('writes German numbers and changes', () => {
    expect(formatCount(12345)).toBe('12.345');
    expect(formatChange(changePercent(125, 100))).toBe('+25,0\u00a0%');
    expect(formatChange(changePercent(97, 100))).toBe('−3,0\u00a0%');
    expect(formatChange(changePercent(0, 0))).toBe('±0,0\u00a0%');
    expect(formatChange(changePercent(5, 0))).toBe('–');
  });

  it('exports a table as CSV for German spreadsheets', () => {
    const csv = tableCsv({
      columns: [{ label: 'Seite' }, { label: 'Aufrufe' }, { label: 'Stunden' }],
      rows: [
        ['/menü;karte', 12, 1.5],
        ['=SUMME(A1)', 3, null],
      ],
    });
    expect(csv).toBe('\ufeffSeite;Aufrufe;Stunden\r\n"/menü;karte";12;1,5\r\n\'=SUMME(A1);3;\r\n');
  });
});
