import {
  addDays,
  businessDateOf,
  formatClock,
  isoWeekdayOf,
  openingRangesOn,
  WEEKDAY_NAMES,
  type Branch,
  type OpeningHourRule,
} from '@theke/domain';

/** SPEC §9 map defaults. */
export const MAP_DEFAULTS = { zoom: 19, pitch: 55, bearing: -85, buildingsFromZoom: 15, style: 'mapbox://styles/mapbox/dark-v11' } as const;

export interface DayHoursLine {
  day: string;
  /** '07:30 - 18:00', several ranges joined with ' und ', or null when closed. */
  hours: string | null;
}

const clock = (minutes: number) => formatClock(Math.floor(minutes / 60) % 24, minutes % 60);

/** The hours of the current week, Monday first, as the home page lists them. */
export function weekHours(rules: readonly OpeningHourRule[], now: Date, timeZone: string): DayHoursLine[] {
  const today = businessDateOf(now, timeZone);
  const monday = addDays(today, 1 - isoWeekdayOf(today));
  return WEEKDAY_NAMES.map((day, index) => {
    const ranges = openingRangesOn(rules, addDays(monday, index));
    return { day, hours: ranges.length === 0 ? null : ranges.map((range) => `${clock(range.from)} - ${clock(range.to)}`).join(' und ') };
  });
}

/** SPEC §2: the directions link from latitude/longitude, else from street and city. */
export function directionsUrl(branch: Pick<Branch, 'latitude' | 'longitude' | 'street' | 'zipCode' | 'city'>): string {
  const destination =
    branch.latitude !== null && branch.longitude !== null && branch.latitude !== undefined && branch.longitude !== undefined
      ? `${branch.latitude},${branch.longitude}`
      : [branch.street, branch.zipCode, branch.city].filter(Boolean).join(' ');
  return `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(destination)}`;
}

/** The `tel:` link: digits and a leading plus only. */
export function phoneHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}
