import Joi from 'joi';
import { RICH_TEXT_MAX } from '../payload-fields';
import { iframeAddress, sanitizeRichText } from './sanitize';

/** An optional rich text, sanitised; empty after sanitising is null ('' and null pass for the caller to map). */
export const richText = (max = RICH_TEXT_MAX): Joi.StringSchema =>
  Joi.string()
    .max(max)
    .allow(null, '')
    .custom((value: string) => {
      const clean = sanitizeRichText(value);
      return clean === '' ? null : clean;
    });

/** A required rich text: empty after sanitising is "should not be blank". */
export const requiredRichText = (max = RICH_TEXT_MAX): Joi.StringSchema =>
  Joi.string()
    .max(max)
    .required()
    .custom((value: string, helpers) => {
      const clean = sanitizeRichText(value);
      return clean === '' ? helpers.error('any.required') : clean;
    });

/** The map hero's embed: an https address or an `<iframe>` snippet with one, stored as the address. */
export const iframeField = (): Joi.StringSchema =>
  Joi.string()
    .trim()
    .max(4096)
    .custom((value: string, helpers) => iframeAddress(value) ?? helpers.error('string.uri'));
