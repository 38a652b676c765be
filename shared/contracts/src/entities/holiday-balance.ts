/**
 * Holiday balances and absences (SPEC §3, issue 21, ADR 0041), owned by svc-workforce. A balance
 * is an employee's entitlement for a year; what was taken is read from the holiday absences, so
 * it is never stored twice. An employee reads only their own; administrators keep them.
 */
import { describeEntity, type EntityOf } from './entity-description';

/** Austria's statutory holiday: 5 weeks, 25 working days of a five-day week (UrlG §2). */
export const DEFAULT_HOLIDAY_ENTITLEMENT_DAYS = 25;

export const ABSENCE_KIND_OPTIONS = [
  { value: 'holiday', label: 'Urlaub' },
  { value: 'sick', label: 'Krankenstand' },
  { value: 'other', label: 'Sonstiges' },
] as const;
export type AbsenceKind = (typeof ABSENCE_KIND_OPTIONS)[number]['value'];

export const holidayBalanceDescription = describeEntity({
  entity: 'holiday-balance',
  path: '/holiday-balances',
  service: 'workforce',
  labels: { singular: 'Urlaubskonto', plural: 'Urlaubskonten' },
  titleField: 'year',
  read: 'staff',
  write: 'admin',
  fields: [
    { name: 'employee', kind: 'reference', label: 'Mitarbeiter', required: true, targets: ['user'], as: 'object' },
    { name: 'year', kind: 'number', label: 'Jahr', required: true, decimals: 0, min: 2000, max: 2100 },
    {
      name: 'entitlementDays',
      kind: 'number',
      label: 'Urlaubsanspruch (Tage)',
      decimals: 1,
      min: 0,
      max: 366,
      help: `Leer: ${DEFAULT_HOLIDAY_ENTITLEMENT_DAYS} Tage (5 Wochen). Halbe Tage erlaubt.`,
    },
    {
      name: 'carriedOverDays',
      kind: 'number',
      label: 'Übertrag aus dem Vorjahr (Tage)',
      decimals: 1,
      min: -366,
      max: 366,
      help: 'Leer: 0. Halbe Tage erlaubt.',
    },
    // Read from the absences of the year (Monday to Friday), never sent.
    { name: 'takenDays', kind: 'number', label: 'Genommen (Tage)', decimals: 1, readOnly: true },
    { name: 'sickDays', kind: 'number', label: 'Krankenstand (Tage)', decimals: 1, readOnly: true },
    { name: 'remainingDays', kind: 'number', label: 'Resturlaub (Tage)', decimals: 1, readOnly: true },
  ],
  list: {
    columns: ['employee', 'year', 'entitlementDays', 'carriedOverDays', 'takenDays', 'remainingDays'],
    filters: ['employee'],
  },
});
export type HolidayBalance = EntityOf<typeof holidayBalanceDescription>;

export const absenceDescription = describeEntity({
  entity: 'absence',
  path: '/absences',
  service: 'workforce',
  labels: { singular: 'Abwesenheit', plural: 'Abwesenheiten' },
  titleField: 'from',
  read: 'staff',
  write: 'admin',
  fields: [
    { name: 'employee', kind: 'reference', label: 'Mitarbeiter', required: true, targets: ['user'], as: 'object' },
    { name: 'kind', kind: 'select', label: 'Art', required: true, options: ABSENCE_KIND_OPTIONS },
    { name: 'from', kind: 'date', mode: 'date', label: 'Von', required: true },
    { name: 'to', kind: 'date', mode: 'date', label: 'Bis', required: true },
    // Monday to Friday inside from..to; public holidays are not subtracted.
    { name: 'days', kind: 'number', label: 'Arbeitstage', decimals: 0, readOnly: true },
    { name: 'note', kind: 'textarea', label: 'Notiz', max: 1000 },
  ],
  list: { columns: ['employee', 'kind', 'from', 'to', 'days'], filters: ['employee', 'kind'] },
});
export type Absence = EntityOf<typeof absenceDescription>;
