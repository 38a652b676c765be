import Joi from 'joi';
import { ErrorItem, Invalid } from './errors';
import { MESSAGES } from './messages';

/** Maps a joi error detail onto the spec's German message. */
function germanMessage(detail: Joi.ValidationErrorItem): { message: string; code: string } {
  const limit = Number(detail.context?.limit ?? 0);
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
    case 'string.isoDate':
      return { message: MESSAGES.date, code: 'invalid_date' };
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

/** Turns joi details into envelope items; `field` is the dotted payload path. */
export function toErrorItems(error: Joi.ValidationError): ErrorItem[] {
  return error.details.map((detail) => {
    const { message, code } = germanMessage(detail);
    const field = detail.path.length > 0 ? detail.path.join('.') : undefined;
    return { message, code, ...(field ? { field } : {}) };
  });
}

/** Validates a value at the edge; throws `Invalid` with every German error, returns the converted value. */
export function validate<T>(schema: Joi.Schema<T>, value: unknown): T {
  const result = schema.validate(value, { abortEarly: false, stripUnknown: false, convert: true });
  if (result.error) throw new Invalid(toErrorItems(result.error));
  return result.value;
}

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
