/**
 * German figures of the statistics screen: counts with thousands separators, changes against the
 * previous period as signed percentages ('+12,5 %', '−3,0 %'), hours of working time. Money is the
 * kit's formatMoney; all read the one format locale (de-AT by default).
 */
import { DEFAULT_FORMAT_LOCALE, getFormatLocale } from '@theke/domain';

const counts = new Map<string, Intl.NumberFormat>();

function numberFormat(fractionDigits: number): Intl.NumberFormat {
  const key = `${getFormatLocale()} ${fractionDigits}`;
  let format = counts.get(key);
  if (!format) {
    format = new Intl.NumberFormat(getFormatLocale(), {
      minimumFractionDigits: fractionDigits,
      maximumFractionDigits: fractionDigits,
    });
    counts.set(key, format);
  }
  return format;
}

/**
 * '1.234' (or '1.234,5' with one fraction digit). de-AT is written by hand with the grouping dot of
 * formatMoney's '€ 1.234,50' (Intl's de-AT groups with a space); the other variants by Intl.
 */
export function formatCount(value: number, fractionDigits = 0): string {
  if (getFormatLocale() !== DEFAULT_FORMAT_LOCALE) return numberFormat(fractionDigits).format(value);
  const [whole = '0', fraction] = Math.abs(value).toFixed(fractionDigits).split('.');
  const sign = value < 0 && Number(whole + (fraction ?? '')) !== 0 ? '-' : '';
  return `${sign}${whole.replace(/\B(?=(\d{3})+(?!\d))/g, '.')}${fraction ? `,${fraction}` : ''}`;
}

/** The change from `previous` to `current` in percent; null when there was nothing before. */
export function changePercent(current: number, previous: number): number | null {
  if (previous === 0) return current === 0 ? 0 : null;
  return ((current - previous) / Math.abs(previous)) * 100;
}

/** '+12,5 %', '−3,0 %' (a real minus sign), '±0,0 %'; '–' when there is nothing to compare with. */
export function formatChange(percent: number | null): string {
  if (percent === null) return '–';
  const rounded = Math.round(percent * 10) / 10;
  const sign = rounded > 0 ? '+' : rounded < 0 ? '−' : '±';
  return `${sign}${formatCount(Math.abs(rounded), 1)}\u00a0%`;
}

/** Working minutes as decimal hours, '7,5' (charts and tables compare them with counts per hour). */
export const hoursOf = (minutes: number): number => Math.round((minutes / 60) * 100) / 100;
