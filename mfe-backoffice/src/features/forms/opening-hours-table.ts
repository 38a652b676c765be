/**
 * The opening-hours editor's logic, without React. SPEC §3 stores opening hours as a flat list
 * of rules; a business owner thinks in a week: one row per day (daily, Monday … Sunday) and one
 * per special date (once), each with its hour ranges or closed. Rows are grouped views of the
 * list; every edit changes the list in place, so a rule keeps its index and the server's errors
 * (`openingHours.3.from`) still reach the input they name.
 */
import type { FormValues } from './form-values';

export const WEEK_ROWS = ['daily', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
export type WeekRow = (typeof WEEK_ROWS)[number];
export const WORKDAYS_AFTER_MONDAY: readonly WeekRow[] = ['tuesday', 'wednesday', 'thursday', 'friday'];

export interface Rule {
  type: string;
  date: string | null;
  isClosed: boolean;
  from: string | null;
  to: string | null;
}

/** One row of the table: a day (or a date) with the indices of its rules in the list. */
export interface RuleRow {
  type: string;
  /** The date of a once row; null for the week's rows. */
  date: string | null;
  /** Index of the closed rule, when the row says closed (SPEC §5: it empties the day). */
  closedIndex: number | null;
  ranges: { index: number; from: string; to: string }[];
  /** Every rule index of the row, in list order. */
  indices: number[];
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** The rules of a form value (anything not a list is no rules). */
export function rulesOf(value: unknown): Rule[] {
  if (!Array.isArray(value)) return [];
  return (value as FormValues[]).map((item) => ({
    type: text(item.type),
    date: typeof item.date === 'string' ? item.date : null,
    isClosed: item.isClosed === true,
    from: typeof item.from === 'string' ? item.from : null,
    to: typeof item.to === 'string' ? item.to : null,
  }));
}

const sameRow = (rule: Rule, type: string, date: string | null) =>
  rule.type === type && (type !== 'once' || (rule.date ?? '') === (date ?? ''));

function rowOf(rules: readonly Rule[], type: string, date: string | null): RuleRow {
  const row: RuleRow = { type, date: type === 'once' ? (date ?? '') : null, closedIndex: null, ranges: [], indices: [] };
  rules.forEach((rule, index) => {
    if (!sameRow(rule, type, date)) return;
    row.indices.push(index);
    if (rule.isClosed) row.closedIndex ??= index;
    else row.ranges.push({ index, from: rule.from ?? '', to: rule.to ?? '' });
  });
  return row;
}

/** The week's rows (daily, Monday … Sunday), each even without rules. */
export function weekRows(rules: readonly Rule[]): RuleRow[] {
  return WEEK_ROWS.map((type) => rowOf(rules, type, null));
}

/** One row per special date, in the order the dates were first listed. */
export function dateRows(rules: readonly Rule[]): RuleRow[] {
  const dates: string[] = [];
  for (const rule of rules) {
    const date = rule.date ?? '';
    if (rule.type === 'once' && !dates.includes(date)) dates.push(date);
  }
  return dates.map((date) => rowOf(rules, 'once', date));
}

/**
 * What a week row means when it has no rules (SPEC §5): a weekday without rules follows the
 * daily row, and a day without any rule is closed.
 */
export function emptyRowMeaning(rules: readonly Rule[], type: string): 'asDaily' | 'closed' {
  if (type === 'daily' || type === 'once') return 'closed';
  return rules.some((rule) => rule.type === 'daily') ? 'asDaily' : 'closed';
}

const newRule = (type: string, date: string | null, patch: Partial<Rule> = {}): Rule => ({
  type,
  date: type === 'once' ? date : null,
  isClosed: false,
  from: null,
  to: null,
  ...patch,
});

/** A new hour range for a row: it starts where the row's last range ends. */
export function addRange(rules: readonly Rule[], type: string, date: string | null): Rule[] {
  const row = rowOf(rules, type, date);
  const last = row.ranges[row.ranges.length - 1];
  const range = last ? { from: last.to, to: '' } : { from: '08:00', to: '17:00' };
  // Opening a closed row replaces its closed rule (SPEC §5: closed would empty the day anyway).
  const open = row.closedIndex === null ? [...rules] : rules.filter((_, index) => index !== row.closedIndex);
  return [...open, newRule(type, date, range)];
}

/** Changes one rule of the list (its index stays). */
export function changeRule(rules: readonly Rule[], index: number, patch: Partial<Rule>): Rule[] {
  return rules.map((rule, at) => (at === index ? { ...rule, ...patch } : rule));
}

export function removeRule(rules: readonly Rule[], index: number): Rule[] {
  return rules.filter((_, at) => at !== index);
}

/**
 * Closes a row (its ranges go, one closed rule stays where its first rule was) or opens it again
 * (the closed rule goes; a weekday then follows the daily row).
 */
export function setClosed(rules: readonly Rule[], type: string, date: string | null, closed: boolean): Rule[] {
  const row = rowOf(rules, type, date);
  if (!closed) return rules.filter((_, index) => index !== row.closedIndex);
  const first = row.indices[0];
  const closedRule = newRule(type, date, { isClosed: true });
  if (first === undefined) return [...rules, closedRule];
  return rules.flatMap((rule, index) => (index === first ? [closedRule] : row.indices.includes(index) ? [] : [rule]));
}

/** A special date moves with all its rules. */
export function changeDate(rules: readonly Rule[], from: string | null, to: string): Rule[] {
  return rules.map((rule) => (sameRow(rule, 'once', from) ? { ...rule, date: to } : rule));
}

export function removeRow(rules: readonly Rule[], type: string, date: string | null): Rule[] {
  return rules.filter((rule) => !sameRow(rule, type, date));
}

/** A new special date (closed, the usual case: a holiday), with no date chosen yet. */
export function addDate(rules: readonly Rule[]): Rule[] {
  return [...rules, newRule('once', '', { isClosed: true })];
}

/** Gives other week rows the same rules as one row ("Monday to Friday alike"). */
export function copyRow(rules: readonly Rule[], source: WeekRow, targets: readonly WeekRow[]): Rule[] {
  const kept = rules.filter((rule) => !targets.includes(rule.type as WeekRow));
  const copied = targets.flatMap((type) => rules.filter((rule) => rule.type === source).map((rule) => ({ ...rule, type })));
  return [...kept, ...copied];
}
