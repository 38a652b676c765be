/** Field descriptions several entities share (SPEC §3 opening hour rules, schedules). */
import { WEEKDAY_NAMES } from '@theke/domain';
import type { CollectionField, Field } from './field-kinds';

const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
const weekdayOptions = WEEKDAYS.map((value, index) => ({ value, label: WEEKDAY_NAMES[index] ?? value }));

/** SPEC §3 opening hour rule types with their German names. */
export const OPENING_HOUR_RULE_OPTIONS = [
  { value: 'once', label: 'Einmalig (Datum)' },
  { value: 'daily', label: 'Täglich' },
  ...weekdayOptions,
] as const;

/** SPEC §3 opening hour rule: type, date (for once), isClosed, from and to as HH:MM. */
export const OPENING_HOUR_RULE_FIELDS = [
  { name: 'type', kind: 'select', label: 'Art', required: true, options: OPENING_HOUR_RULE_OPTIONS },
  { name: 'date', kind: 'date', mode: 'date', label: 'Datum', required: true, when: { field: 'type', is: ['once'] } },
  { name: 'isClosed', kind: 'boolean', label: 'Geschlossen', default: false },
  { name: 'from', kind: 'date', mode: 'time', label: 'Von', required: true, when: { field: 'isClosed', is: [false] } },
  {
    name: 'to',
    kind: 'date',
    mode: 'time',
    label: 'Bis',
    endOfDay: true,
    required: true,
    when: { field: 'isClosed', is: [false] },
  },
] as const satisfies readonly Field[];

/** Opening or delivery hours: a list of rules, edited in the opening-hours table. */
export const openingHoursField = <const N extends string>(name: N, label: string) =>
  ({
    name,
    kind: 'collection',
    label,
    fields: OPENING_HOUR_RULE_FIELDS,
    max: 200,
    editor: 'openingHours',
  }) as const satisfies CollectionField;

/** A product, category or menu-entry schedule: rules, or null for "always". */
export const scheduleField = () =>
  ({
    ...openingHoursField('schedule', 'Zeitplan'),
    nullable: true,
    help: 'Ohne Regeln immer verfügbar.',
  }) as const satisfies CollectionField;
