/**
 * joi rules of the §3 values the field compiler (`field-schema.ts`) builds on: calendar dates,
 * clock times and references to stored images and uploads.
 */
import Joi from 'joi';
import { entityId } from './entity-id';

const CLOCK_TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
/** An end time may be 24:00 (midnight at the end of the day). */
const END_CLOCK_TIME = /^(([01]\d|2[0-3]):[0-5]\d|24:00)$/;
export const IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'gif', 'svg', 'webp'] as const;

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

/** 'HH:MM' on the 24-hour clock; an end of day may say 24:00. */
export const clockTime = (endOfDay = false) => Joi.string().pattern(endOfDay ? END_CLOCK_TIME : CLOCK_TIME);

/** SPEC §3 image reference `{id, version, extension, width, alt}`; uploads also carry publicHash. */
export const imageReference = () =>
  Joi.object({
    id: entityId().required(),
    version: Joi.number().integer().min(0).default(1),
    extension: Joi.string()
      .lowercase()
      .valid(...IMAGE_EXTENSIONS)
      .required(),
    width: Joi.number().integer().positive().allow(null).default(null),
    alt: Joi.string().trim().max(255).allow('', null).default(null),
    publicHash: Joi.string().max(128).allow(null),
  });

/** An image picked into a content value (a block's): its id names it, the rest is kept as the picker sent it. */
export const pickedImage = () => Joi.object({ id: entityId().required() }).unknown(true);

/** SPEC §3 uploaded file `{id, version, extension, publicHash, mimeType}`. */
export const uploadReference = (accept?: readonly string[]) =>
  Joi.object({
    id: entityId().required(),
    extension: accept ? Joi.string().valid(...accept) : Joi.string().max(16),
  }).unknown(true);
