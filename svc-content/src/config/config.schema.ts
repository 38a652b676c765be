/**
 * POST /api/config's validation, compiled from the config description (@theke/contracts) by the
 * kit, plus what only this service knows: legal texts are sanitised HTML, a time zone must be
 * one the runtime knows, images must exist (checked by the service), and the currency is an
 * upper-case ISO code. Every key is optional; a key that is sent replaces the stored value (the
 * back-office sends the whole document it read, read-only keys included).
 */
import Joi from 'joi';
import { configDescription } from '@theke/contracts';
import { entityId, entitySchemas, type FieldRefinements } from '@theke/server';
import { findFont } from '../fonts/font-catalog';
import { richText } from '../rich-text/rich-text.schema';

function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('de-AT', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/** An image chosen from the library: its id is what counts (the rest of a reference is served). */
const imageChoice = () => Joi.object({ id: entityId().required() }).unknown(true).allow(null);

const legalText = () => richText();

const refinements: FieldRefinements = {
  currency: () =>
    Joi.string()
      .trim()
      .uppercase()
      .pattern(/^[A-Z]{3}$/),
  timeZone: (schema) => schema.custom((value: string, helpers) => (isTimeZone(value) ? value : helpers.error('any.invalid'))),
  termsAndConditionsText: legalText,
  privacyPolicyText: legalText,
  imprintText: legalText,
  allergensText: legalText,
  image: imageChoice,
  logo: imageChoice,
  favicon: imageChoice,
  // One of the installed families (GET /api/fonts), stored under its family name.
  themeFontFamily: (schema) =>
    schema.custom((value: string, helpers) => findFont(value)?.family ?? helpers.error('any.invalid')),
};

/** Keys the server owns: sent back as read, they are dropped, never an error. */
const servedKeys = Object.fromEntries(
  ['appVersion', 'environment', 'createdAt', 'updatedAt'].map((key) => [key, Joi.any().strip()]),
);

/** `version` is taken off the body before this schema (the lost-update check). */
export const configSchema = entitySchemas(configDescription, refinements).updateSchema.keys(servedKeys);

export type ConfigPayload = Record<string, unknown> & {
  image?: { id: number } | null;
  logo?: { id: number } | null;
  favicon?: { id: number } | null;
};
