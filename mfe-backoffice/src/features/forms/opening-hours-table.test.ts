import {
  addDate,
  addRange,
  changeDate,
  changeRule,
  copyRow,
  dateRows,
  emptyRowMeaning,
  removeRow,
  rulesOf,
  setClosed,
  weekRows,
  type Rule,
} from './opening-hours-table';

const rule = (type: string, from: string | null, to: string | null, patch: Partial<Rule> = {}): Rule => ({
  type,
  date: null,
  isClosed: false,
  from,
  to,
  ...patch,
});

const RULES: Rule[] = [
  rule('monday', '08:00', '12:00'),
  rule('daily', '09:00', '17:00'),
  rule('monday', '13:00', '17:00'),
  rule('sunday', null, null, { isClosed: true }),
  rule('once', null, null, { type: 'once', date: '2025-12-24', isClosed: true }),
];

describe('the opening-hours table', () => {
  it('shows one row per day, each range with the index of its rule in the stored list', () => {
    const rows = weekRows(RULES);
    expect(rows.map((row) => row.type)).toEqual(['daily', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday']);
    expect(rows[1]?.ranges).toEqual([
      { index: 0, from: '08:00', to: '12:00' },
      { index: 2, from: '13:00', to: '17:00' },
    ]);
    expect(rows[7]).toMatchObject({ closedIndex: 3, ranges: [] });
    expect(dateRows(RULES)).toEqual([{ type: 'once', date: '2025-12-24', closedIndex: 4, ranges: [], indices: [4] }]);
  });

  it('says what a day without rules means (SPEC §5): like the daily row, else closed', () => {
    expect(emptyRowMeaning(RULES, 'tuesday')).toBe('asDaily');
    expect(emptyRowMeaning([rule('monday', '08:00', '12:00')], 'tuesday')).toBe('closed');
  });

  it('reads any form value as rules, filling missing keys', () => {
    expect(rulesOf(null)).toEqual([]);
    expect(rulesOf([{ type: 'daily', from: '08:00' }])).toEqual([rule('daily', '08:00', null)]);
  });

  it('adds a range after the last one of the day, and a first range 08:00–17:00', () => {
    expect(addRange(RULES, 'monday', null).at(-1)).toEqual(rule('monday', '17:00', ''));
    expect(addRange([], 'friday', null)).toEqual([rule('friday', '08:00', '17:00')]);
  });

  it('opens a closed day by replacing its closed rule with the new range', () => {
    const opened = addRange(RULES, 'sunday', null);
    expect(opened.filter((candidate) => candidate.type === 'sunday')).toEqual([rule('sunday', '08:00', '17:00')]);
  });

  it('closes a day where its first rule was and keeps every other index', () => {
    const closed = setClosed(RULES, 'monday', null, true);
    expect(closed[0]).toEqual(rule('monday', null, null, { isClosed: true }));
    expect(closed.slice(1)).toEqual([RULES[1], RULES[3], RULES[4]]);
    expect(setClosed(RULES, 'sunday', null, false).some((candidate) => candidate.type === 'sunday')).toBe(false);
    expect(setClosed([], 'saturday', null, true)).toEqual([rule('saturday', null, null, { isClosed: true })]);
  });

  it('changes one rule in place, so server errors keep naming it', () => {
    const changed = changeRule(RULES, 2, { to: '18:00' });
    expect(changed[2]).toEqual(rule('monday', '13:00', '18:00'));
    expect(changed.length).toBe(RULES.length);
  });

  it('moves, adds and removes special dates with all their rules', () => {
    const moved = changeDate(RULES, '2025-12-24', '2025-12-31');
    expect(dateRows(moved)[0]?.date).toBe('2025-12-31');
    const added = addDate(RULES);
    expect(added.at(-1)).toEqual({ type: 'once', date: '', isClosed: true, from: null, to: null });
    expect(dateRows(added)).toHaveLength(2);
    expect(removeRow(RULES, 'once', '2025-12-24').some((candidate) => candidate.type === 'once')).toBe(false);
  });

  it('gives Tuesday to Friday the rules of Monday', () => {
    const copied = copyRow([...RULES, rule('friday', '10:00', '11:00')], 'monday', ['tuesday', 'wednesday', 'thursday', 'friday']);
    const rows = weekRows(copied);
    for (const row of rows.slice(1, 6)) expect(row.ranges.map(({ from, to }) => `${from}-${to}`)).toEqual(['08:00-12:00', '13:00-17:00']);
  });
});
