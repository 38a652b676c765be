/**
 * Working-time rules are chosen per branch country (ADR 0041): Austria's AZG by default, Germany's
 * ArbZG for German branches. The working day is the local day of the country's zone.
 */

export const WORKING_TIME_COUNTRIES = ['AT', 'DE'] as const;
export type WorkingTimeCountry = (typeof WORKING_TIME_COUNTRIES)[number];

export const DEFAULT_WORKING_TIME_COUNTRY: WorkingTimeCountry = 'AT';

export const COUNTRY_TIME_ZONES: Readonly<Record<WorkingTimeCountry, string>> = {
  AT: 'Europe/Vienna',
  DE: 'Europe/Berlin',
};

/** The zone whose calendar days are a country's working days. */
export function workingTimeZone(country: WorkingTimeCountry): string {
  return COUNTRY_TIME_ZONES[country];
}
