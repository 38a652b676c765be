import Joi from 'joi';
import { ErrorItem, Invalid } from './errors';
import { MESSAGES } from './messages';

interface ReferenceShape {
  ancestor: number;
  path: string[];
}

function valueAt(root: unknown, path: ReadonlyArray<string | number>): unknown {
  let value = root;
  for (const key of path) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string | number, unknown>)[key];
  }
  return value;
}

/**
 * The bound a rule compared against. A bound given as a reference to a sibling field
 * (`min(Joi.ref('minimumQuantity'))`) is that field's value in the validated input.
 */
function limitOf(detail: Joi.ValidationErrorItem, input: unknown): number {
  const limit: unknown = detail.context?.limit;
  if (!Joi.isRef(limit)) return Number(limit ?? 0);
  const reference = limit as unknown as ReferenceShape;
  const parent = detail.path.slice(0, Math.max(0, detail.path.length - reference.ancestor));
  return Number(valueAt(input, [...parent, ...reference.path]));
}

/** Maps a joi error detail onto the spec's German message. */
function germanMessage(detail: Joi.ValidationErrorItem, input: unknown): { message: string; code: string } {
  const limit = limitOf(detail, input);
  switch (detail.type) {
    case 'any.required':
    case 'string.empty':
    case 'array.includesRequiredUnknowns':
      return { message: MESSAGES.notBlank, code: 'not_blank' };
    case 'any.invalid':
      return detail.context?.value === null
        ? { message: MESSAGES.notNull, code: 'not_null' }
        : { message: MESSAGES.invalid, code: 'invalid' };
    case 'string.email':
      return { message: MESSAGES.email, code: 'invalid_email' };
    case 'string.uri':
    case 'string.uriCustomScheme':
      return { message: MESSAGES.url, code: 'invalid_url' };
    case 'string.min':
      return { message: MESSAGES.tooShort(limit), code: 'too_short' };
    case 'string.max':
      return { message: MESSAGES.tooLong(limit), code: 'too_long' };
    case 'number.base':
    case 'number.integer':
    case 'number.unsafe':
    case 'number.infinity':
      return { message: MESSAGES.number, code: 'invalid_number' };
    case 'number.min':
      return { message: MESSAGES.tooSmall(limit), code: 'too_small' };
    // Strict bounds: 0 is not "greater than or equal 0" for a positive number.
    case 'number.greater':
    case 'number.positive':
      return { message: MESSAGES.greaterThan(limit), code: 'too_small' };
    case 'number.max':
      return { message: MESSAGES.tooLarge(limit), code: 'too_large' };
    case 'number.less':
    case 'number.negative':
      return { message: MESSAGES.lessThan(limit), code: 'too_large' };
    case 'date.base':
    case 'date.format':
    case 'date.min':
    case 'date.max':
    case 'string.isoDate':
      return { message: MESSAGES.date, code: 'invalid_date' };
    case 'array.max':
      return { message: MESSAGES.tooMany(limit), code: 'too_many' };
    case 'array.min':
      return { message: MESSAGES.tooFew(limit), code: 'too_few' };
    case 'array.unique':
      return { message: MESSAGES.duplicates, code: 'duplicates' };
    case 'boolean.base':
      return { message: MESSAGES.boolean, code: 'invalid_boolean' };
    case 'any.only':
      return { message: MESSAGES.choice, code: 'invalid_choice' };
    case 'object.unknown':
      return { message: MESSAGES.unknownField, code: 'unknown_field' };
    case 'iban.invalid':
      return { message: MESSAGES.iban, code: 'invalid_iban' };
    case 'bic.invalid':
      return { message: MESSAGES.bic, code: 'invalid_bic' };
    default:
      if (detail.type.startsWith('string.') && detail.context?.value === null) {
        return { message: MESSAGES.notNull, code: 'not_null' };
      }
      if (detail.context?.value === null) return { message: MESSAGES.notNull, code: 'not_null' };
      return { message: MESSAGES.invalid, code: 'invalid' };
  }
}

/** Turns joi details into envelope items; `field` is the dotted payload path. `input` resolves referenced bounds. */
export function toErrorItems(error: Joi.ValidationError, input?: unknown): ErrorItem[] {
  return error.details.map((detail) => {
    const { message, code } = germanMessage(detail, input);
    const field = detail.path.length > 0 ? detail.path.join('.') : undefined;
    return { message, code, ...(field ? { field } : {}) };
  });
}

/** Validates a value at the edge; throws `Invalid` with every German error, returns the converted value. */
export function validate<T>(schema: Joi.Schema<T>, value: unknown): T {
  const result = schema.validate(value, { abortEarly: false, stripUnknown: false, convert: true });
  if (result.error) throw new Invalid(toErrorItems(result.error, value));
  return result.value;
}

/**
 * Instants a business deals in (issue 17): 2000 up to the end of 2100. Outside that an instant
 * is a typo or a probe, and the extremes JavaScript accepts (year ±275760) PostgreSQL refuses.
 */
export const INSTANT_RANGE = { from: new Date('2000-01-01T00:00:00Z'), until: new Date('2101-01-01T00:00:00Z') } as const;

/** An ISO-8601 instant must say which instant it is: an offset or Z is required. */
const WITH_OFFSET = /(?:Z|[+-]\d{2}:?\d{2})$/i;

const inInstantRange = (time: number) => time >= INSTANT_RANGE.from.getTime() && time < INSTANT_RANGE.until.getTime();

/** An instant with offset within `INSTANT_RANGE`, converted to its UTC ISO string (pinned: "the same instant"). */
export const instant = (): Joi.StringSchema =>
  Joi.string()
    .trim()
    .custom((value: string, helpers) => {
      const time = WITH_OFFSET.test(value) ? Date.parse(value) : Number.NaN;
      return inInstantRange(time) ? new Date(time).toISOString() : helpers.error('date.format');
    })
    .messages({ 'date.format': 'invalid instant' });

/** A joi date (ISO-8601, converted to a Date) within `INSTANT_RANGE`. */
export const instantDate = (): Joi.DateSchema =>
  Joi.date()
    .iso()
    .min(INSTANT_RANGE.from)
    .max(new Date(INSTANT_RANGE.until.getTime() - 1));

/** IBAN check (ISO 13616 mod-97), for joi `.custom(ibanValidator)` fields. */
export function isValidIban(value: string): boolean {
  const iban = value.replace(/\s+/g, '').toUpperCase();
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{10,30}$/.test(iban)) return false;
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  let remainder = 0;
  for (const char of rearranged) {
    const digits = /\d/.test(char) ? char : String(char.charCodeAt(0) - 55);
    for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder === 1;
}

export function isValidBic(value: string): boolean {
  return /^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}([A-Z0-9]{3})?$/.test(value.replace(/\s+/g, '').toUpperCase());
}

/** joi string schemas for IBAN and BIC fields, reporting the §5 messages. */
export const ibanSchema = (): Joi.StringSchema =>
  Joi.string()
    .custom((value: string, helpers) => (isValidIban(value) ? value : helpers.error('iban.invalid')))
    .messages({ 'iban.invalid': 'invalid IBAN' });

export const bicSchema = (): Joi.StringSchema =>
  Joi.string()
    .custom((value: string, helpers) => (isValidBic(value) ? value : helpers.error('bic.invalid')))
    .messages({ 'bic.invalid': 'invalid BIC' });
