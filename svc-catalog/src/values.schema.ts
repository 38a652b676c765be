/**
 * joi building blocks for the values the catalogue entities share (SPEC §3):
 * money, tax rates, quantities, identifiers, image references and opening
 * hour rules. Entity schemas compose these; defaults live only inside
 * nested objects so that a partial update never resets a stored field.
 */
import Joi from 'joi';
import { entityId } from '@theke/server';

/** Largest amount DECIMAL(12,2) holds comfortably. */
const MONEY_MAX = 99_999_999;

/** Money: a non-negative number in the shop currency, rounded to cents. */
export const money = () => Joi.number().min(0).max(MONEY_MAX).precision(2);

/** Tax rate in percent, 0–100 (SPEC §9: net = gross / (1 + rate/100)). */
export const taxRate = () => Joi.number().min(0).max(100).precision(2);

/** Amounts of a unit (quantities, step sizes), three decimals like the DECIMAL(14,3) columns. */
export const quantity = () => Joi.number().min(0).max(MONEY_MAX).precision(3);

/** URL-safe identifier (`/store/{branchIdentifier}`): lower-case words joined by single hyphens. */
export const identifier = () =>
  Joi.string()
    .trim()
    .max(100)
    .pattern(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);

/** Optional free text; '' and null both mean "none". */
export const optionalText = (max: number) => Joi.string().trim().max(max).allow('', null);

/** A database id given by the client (`{id}` references, list entries). */
export const id = entityId;

/** A field the client may send back from a GET (round trip) but never sets. */
export const readOnly = () => Joi.any().strip();

export const IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'gif', 'svg', 'webp'] as const;

/** SPEC §3 image reference `{id, version, extension, width, alt}`; uploads also carry publicHash. */
export const imageReference = () =>
  Joi.object({
    id: id().required(),
    version: Joi.number().integer().min(0).default(1),
    extension: Joi.string()
      .lowercase()
      .valid(...IMAGE_EXTENSIONS)
      .required(),
    width: Joi.number().integer().positive().allow(null).default(null),
    alt: optionalText(255).default(null),
    publicHash: Joi.string().max(128).allow(null),
  });

export const imageReferences = () => Joi.array().items(imageReference()).max(20);

export const OPENING_HOUR_RULE_TYPES = [
  'once',
  'daily',
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
] as const;

const CLOCK_TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
/** An end time may be 24:00 (midnight at the end of the day). */
const END_CLOCK_TIME = /^(([01]\d|2[0-3]):[0-5]\d|24:00)$/;

function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** 'YYYY-MM-DD', a real calendar day. */
export const calendarDate = () =>
  Joi.string().custom((value: string, helpers) =>
    isCalendarDate(value) ? value : helpers.error('date.base'),
  );

/**
 * SPEC §3 opening hour rule `{type, date, isClosed, from, to}`: a once rule needs its date,
 * an open rule needs from and to as HH:MM (to before from runs past midnight).
 */
export const openingHourRule = () =>
  Joi.object({
    type: Joi.string()
      .valid(...OPENING_HOUR_RULE_TYPES)
      .required(),
    date: Joi.when('type', {
      is: 'once',
      then: calendarDate().required(),
      otherwise: calendarDate().allow(null).default(null),
    }),
    isClosed: Joi.boolean().default(false),
    from: Joi.when('isClosed', {
      is: true,
      then: Joi.string().pattern(CLOCK_TIME).allow(null).default(null),
      otherwise: Joi.string().pattern(CLOCK_TIME).required(),
    }),
    to: Joi.when('isClosed', {
      is: true,
      then: Joi.string().pattern(END_CLOCK_TIME).allow(null).default(null),
      otherwise: Joi.string().pattern(END_CLOCK_TIME).required(),
    }),
  });

export const openingHourRules = () => Joi.array().items(openingHourRule()).max(200);

/** A product, category or menu-entry schedule: rules, or null/[] for "always". */
export const schedule = () => openingHourRules().allow(null);

/**
 * The update schema of an entity: same rules, but no key is required (PUT changes what it
 * sends); the CRUD router then checks the stored entity with the sent fields against the full schema.
 */
export function partial(schema: Joi.ObjectSchema, requiredKeys: string[]): Joi.ObjectSchema {
  return schema.fork(requiredKeys, (key) => key.optional());
}
