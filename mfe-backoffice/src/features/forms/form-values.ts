/**
 * The form engine's logic, without React: the values a form starts with, the client-side checks
 * (the server's rules and German messages, so a field says the same thing before and after a
 * save), server errors placed at their field, and the payload a save sends. Everything is
 * derived from the §3 field descriptions in @theke/contracts; nothing names a field.
 */
import {
  MESSAGES,
  TEXT_FORMATS,
  dataFields,
  type CollectionField,
  type Field,
  type NumberField,
} from '@theke/contracts';
import { DEFAULT_TIME_ZONE, instantAt, parseCalendarDate, wallClockAt } from '@theke/domain';

export type FormValues = Record<string, unknown>;
/** German messages by dotted path (`deliveryAreas.0.price`), as the server names fields. */
export type FieldErrors = Record<string, string>;

/** What an empty input of a field holds. */
export function emptyValue(field: Field): unknown {
  switch (field.kind) {
    case 'text':
    case 'textarea':
    case 'wysiwyg':
    case 'markdown':
      return '';
    case 'boolean':
      return field.default ?? false;
    case 'select':
      return field.default ?? null;
    case 'multiselect':
    case 'images':
    case 'files':
      return [];
    case 'group':
      return initialValues(field.fields);
    case 'collection':
      return field.nullable ? null : [];
    case 'reference':
      return field.many ? [] : null;
    default:
      return null;
  }
}

/** The values a form starts with: the entry's own where it has them, empty inputs otherwise. */
export function initialValues(fields: readonly Field[], entry?: Record<string, unknown> | null): FormValues {
  const values: FormValues = {};
  for (const field of dataFields(fields)) {
    const stored = entry?.[field.name];
    values[field.name] = stored === undefined || stored === null ? emptyValue(field) : stored;
    if (field.kind === 'text' || field.kind === 'textarea') values[field.name] ??= '';
  }
  return values;
}

/** A new item of a list: its fields' empty values. */
export function newItem(field: CollectionField): FormValues {
  return initialValues(field.fields ?? []);
}

/** SPEC §5: a comma is a decimal separator; '' is "no value"; anything else not a number is NaN. */
export function parseNumber(raw: unknown): number | null {
  if (raw === null || raw === undefined) return null;
  if (typeof raw === 'number') return raw;
  const text = String(raw).trim().replace(',', '.');
  if (text === '') return null;
  return /^-?\d+(\.\d+)?$/.test(text) ? Number(text) : Number.NaN;
}

/** Does a field apply, given its siblings (`when`)? A field that does not apply is null. */
export function applies(field: Field, siblings: FormValues): boolean {
  return !field.when || field.when.is.includes(siblings[field.when.field] as string | boolean);
}

/** Nothing given. A list a field lets be empty (`min: 0`, a menu without branches yet) is given. */
function isEmpty(value: unknown, field?: Field): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === 'string') return value.trim() === '';
  return Array.isArray(value) && value.length === 0 && !(field && 'min' in field && field.min === 0);
}

function numberError(field: NumberField, value: number, siblings: FormValues): string | null {
  if (Number.isNaN(value)) return MESSAGES.number;
  if (field.decimals === 0 && !Number.isInteger(value)) return MESSAGES.number;
  if (field.min !== undefined) {
    if (field.exclusiveMin && value <= field.min) return MESSAGES.greaterThan(field.min);
    if (!field.exclusiveMin && value < field.min) return MESSAGES.tooSmall(field.min);
  }
  if (field.max !== undefined && value > field.max) return MESSAGES.tooLarge(field.max);
  const lower = field.atLeast ? parseNumber(siblings[field.atLeast]) : null;
  if (lower !== null && !Number.isNaN(lower) && value < lower) return MESSAGES.tooSmall(lower);
  return null;
}

/**
 * The servers' length limit of a text kind whose description names none (@theke/server
 * field-schema.ts, svc-content's block types). An embed address (`iframe`) has a larger one in
 * content blocks: the browser leaves it to the server.
 */
const DEFAULT_TEXT_MAX: Partial<Record<Field['kind'], number>> = { text: 255, textarea: 5000, wysiwyg: 200_000, markdown: 200_000 };

function textError(field: Field & { max?: number; min?: number; format?: string }, text: string): string | null {
  const trimmed = text.trim();
  const max = field.max ?? (field.format === 'iframe' ? undefined : DEFAULT_TEXT_MAX[field.kind]);
  if (max !== undefined && trimmed.length > max) return MESSAGES.tooLong(max);
  if (field.min !== undefined && trimmed.length < field.min) return MESSAGES.tooShort(field.min);
  if (field.kind !== 'text' || !field.format) return null;
  if (field.format === 'url' || field.format === 'iframe')
    return /^https?:\/\/\S+$/.test(trimmed) ? null : MESSAGES.url;
  const format = TEXT_FORMATS[field.format as keyof typeof TEXT_FORMATS];
  if (!format || new RegExp(format.pattern, format.flags).test(trimmed)) return null;
  return field.format === 'email' ? MESSAGES.email : MESSAGES.invalid;
}

const CLOCK = /^([01]\d|2[0-3]):[0-5]\d$/;
const END_CLOCK = /^(([01]\d|2[0-3]):[0-5]\d|24:00)$/;

/** The German message for one field's value, or null when it passes. */
export function fieldError(field: Field, value: unknown, siblings: FormValues): string | null {
  if (field.readOnly || !applies(field, siblings)) return null;
  if (isEmpty(value, field)) return field.required ? MESSAGES.notBlank : null;
  if (Array.isArray(value) && value.length === 0) return null;
  switch (field.kind) {
    case 'text':
    case 'textarea':
    case 'wysiwyg':
    case 'markdown':
      return textError(field, String(value));
    case 'number':
      return numberError(field, parseNumber(value) ?? Number.NaN, siblings);
    case 'date':
      if (field.mode === 'time') return (field.endOfDay ? END_CLOCK : CLOCK).test(String(value)) ? null : MESSAGES.date;
      if (field.mode === 'date') return parseCalendarDate(String(value)) ? null : MESSAGES.date;
      return Number.isNaN(Date.parse(String(value))) ? MESSAGES.date : null;
    case 'images':
    case 'files':
    case 'multiselect':
      return field.max !== undefined && (value as unknown[]).length > field.max ? MESSAGES.tooMany(field.max) : null;
    default:
      return null;
  }
}

/** Every client-side error of a form, by dotted path, items of lists included. */
export function formErrors(fields: readonly Field[], values: FormValues, prefix = ''): FieldErrors {
  const errors: FieldErrors = {};
  for (const field of dataFields(fields)) {
    const value = values[field.name];
    const path = `${prefix}${field.name}`;
    const message = fieldError(field, value, values);
    if (message) errors[path] = message;
    if (!applies(field, values)) continue;
    if (field.kind === 'collection' && Array.isArray(value) && field.fields) {
      if (field.max !== undefined && value.length > field.max) errors[path] = MESSAGES.tooMany(field.max);
      value.forEach((item, index) =>
        Object.assign(errors, formErrors(field.fields ?? [], item as FormValues, `${path}.${index}.`)),
      );
    }
    if (field.kind === 'group' && value && typeof value === 'object')
      Object.assign(errors, formErrors(field.fields, value as FormValues, `${path}.`));
  }
  return errors;
}

/** The server's `errors[]` placed at their fields; errors without a field stay for the form's top. */
export function serverErrors(errors: readonly { message: string; field?: string | null }[]): {
  fields: FieldErrors;
  general: string[];
} {
  const fields: FieldErrors = {};
  const general: string[] = [];
  for (const error of errors) {
    if (error.field && !(error.field in fields)) fields[error.field] = error.message;
    else if (!error.field) general.push(error.message);
  }
  return { fields, general };
}

/**
 * The message an input shows: the one at its own path, else, when the input covers its parts (a
 * reference list, images, a multiselect: no inputs of their own), the first one about a part
 * (`branches.1.id`, `images.0.extension`), so a server error at a part is never left unseen.
 */
export function errorAt(errors: FieldErrors, path: string, coversParts: boolean): string | undefined {
  if (errors[path]) return errors[path];
  if (!coversParts) return undefined;
  const part = Object.keys(errors).find((key) => key.startsWith(`${path}.`));
  return part === undefined ? undefined : errors[part];
}

/** An instant as the `datetime-local` input shows it, in the business time zone. */
export function toLocalDateTime(iso: unknown, timeZone = DEFAULT_TIME_ZONE): string {
  if (typeof iso !== 'string' || iso === '') return '';
  const parsed = new Date(iso);
  if (Number.isNaN(parsed.getTime())) return iso;
  const wall = wallClockAt(parsed, timeZone);
  const pad = (n: number, width = 2) => String(n).padStart(width, '0');
  return `${pad(wall.year, 4)}-${pad(wall.month)}-${pad(wall.day)}T${pad(wall.hour)}:${pad(wall.minute)}`;
}

/** A `datetime-local` reading in the business time zone as an ISO instant. */
export function fromLocalDateTime(local: string, timeZone = DEFAULT_TIME_ZONE): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(local);
  if (!match) return local === '' ? null : local;
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [number, number, number, number, number];
  return instantAt({ year, month, day, hour, minute }, timeZone).toISOString();
}

function payloadValue(field: Field, value: unknown): unknown {
  switch (field.kind) {
    case 'number':
      return parseNumber(value);
    case 'date':
      return value === '' ? null : value;
    case 'collection':
      return Array.isArray(value) && field.fields
        ? value.map((item) => toPayload(field.fields ?? [], item as FormValues))
        : value;
    case 'group':
      return value && typeof value === 'object' ? toPayload(field.fields, value as FormValues) : value;
    default:
      return value;
  }
}

/** What a save sends: every described field, numbers parsed, fields that do not apply null. */
export function toPayload(fields: readonly Field[], values: FormValues): FormValues {
  const payload: FormValues = {};
  for (const field of dataFields(fields)) {
    if (field.readOnly) continue;
    payload[field.name] = applies(field, values) ? payloadValue(field, values[field.name]) : null;
  }
  return payload;
}

/** The fields whose values differ between two versions of an entry (shown after a 409). */
export function changedFields(fields: readonly Field[], before: FormValues, after: FormValues): Field[] {
  return dataFields(fields).filter(
    (field) => JSON.stringify(before[field.name] ?? null) !== JSON.stringify(after[field.name] ?? null),
  );
}

/**
 * "Keep my input" after a 409: a three-way merge per field. What this user changed since their
 * read stays theirs; every other field takes the stored value, so saving again does not quietly
 * undo what the other person changed in fields this user never touched.
 */
export function keepMineOnLatest(fields: readonly Field[], read: FormValues, mine: FormValues, latest: FormValues): FormValues {
  const merged: FormValues = { ...mine };
  for (const field of dataFields(fields)) {
    const untouched = JSON.stringify(mine[field.name] ?? null) === JSON.stringify(read[field.name] ?? null);
    if (untouched) merged[field.name] = latest[field.name];
  }
  return merged;
}
