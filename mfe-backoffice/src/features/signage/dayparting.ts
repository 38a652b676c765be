/**
 * Dayparting of a stream entry in German, as the stream editor shows it beside each entry
 * ('Mo–Fr, 06:00–10:30'). Which entry plays when is the player's business; this only says it.
 */
import { formatCalendarDate, parseCalendarDate, WEEKDAY_SHORT_NAMES } from '@theke/domain';

/**
 * The dayparting fields of a stream entry (ADR 0042): ISO weekdays 1 (Monday) … 7 (the form's
 * multiselect holds them as '1' … '7'), 'HH:MM', 'YYYY-MM-DD'.
 */
export interface Dayparting {
  weekdays?: readonly (number | string)[] | null;
  fromTime?: string | null;
  toTime?: string | null;
  fromDate?: string | null;
  toDate?: string | null;
}

const EVERY_DAY = [1, 2, 3, 4, 5, 6, 7] as const;

/** Runs of consecutive weekdays: three or more read 'Mo–Fr', shorter ones are listed ('Sa, So'). */
export function weekdaysText(weekdays: readonly (number | string)[] | null | undefined): string | null {
  const chosen = new Set((weekdays ?? []).map(Number));
  const days = EVERY_DAY.filter((day) => chosen.has(day));
  if (days.length === 0 || days.length === EVERY_DAY.length) return null;
  const name = (day: number) => WEEKDAY_SHORT_NAMES[day - 1] ?? String(day);
  const parts: string[] = [];
  let start = 0;
  for (let index = 1; index <= days.length; index += 1) {
    const runEnds = index === days.length || (days[index] as number) !== (days[index - 1] as number) + 1;
    if (!runEnds) continue;
    const run = days.slice(start, index);
    if (run.length >= 3) parts.push(`${name(run[0] as number)}–${name(run[run.length - 1] as number)}`);
    else parts.push(...run.map(name));
    start = index;
  }
  return parts.join(', ');
}

/** 'von–bis', 'ab von' or 'bis bis'; null without either. */
function rangeText(from: string | null, to: string | null): string | null {
  if (from && to) return `${from}–${to}`;
  if (from) return `ab ${from}`;
  if (to) return `bis ${to}`;
  return null;
}

const dateText = (iso: string | null | undefined): string | null => {
  const date = parseCalendarDate(iso ?? null);
  return date ? formatCalendarDate(date) : null;
};

/** The whole dayparting, e.g. 'Mo–Fr, 06:00–10:30, ab 01.12.2025'; 'Immer' when nothing narrows it. */
export function daypartingText(entry: Dayparting): string {
  const parts = [
    weekdaysText(entry.weekdays),
    rangeText(entry.fromTime || null, entry.toTime || null),
    rangeText(dateText(entry.fromDate), dateText(entry.toDate)),
  ].filter((part): part is string => part !== null);
  return parts.length === 0 ? 'Immer' : parts.join(', ');
}
