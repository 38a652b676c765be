import Joi from 'joi';
import { entityId } from '@theke/server';
import { serverManagedKeys } from '../payload-fields';
import { richText } from '../rich-text/rich-text.schema';
import { CONFIG_FLAG_FIELDS, DELIVERY_METHODS, FOOTER_VARIANTS } from './config.fields';

/** An optional config text: null and '' clear it (stored as null). */
const text = (max = 255) => Joi.string().trim().max(max).allow(null, '');
const address = () =>
  Joi.string()
    .trim()
    .max(2048)
    .uri({ scheme: ['http', 'https'] })
    .allow(null, '');
const imageChoice = () =>
  Joi.object({ id: entityId().required() }).unknown(true).allow(null);

function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('de-AT', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/**
 * POST /api/config: every key optional, a key that is sent replaces the stored value
 * (the back-office may send the whole object it read, including read-only keys).
 */
export const configSchema = Joi.object({
  ...serverManagedKeys,
  version: Joi.any().strip(),
  environment: Joi.any().strip(),
  shopName: Joi.string().trim().max(255),
  title: text(),
  seoTitle: text(),
  description: text(5000),
  seoDescription: text(5000),
  website: address(),
  currency: Joi.string()
    .trim()
    .uppercase()
    .pattern(/^[A-Z]{3}$/),
  businessName: text(),
  street: text(),
  zipCode: text(20),
  city: text(),
  phone: text(50),
  email: Joi.string().trim().max(255).email().allow(null, ''),
  termsAndConditions: address(),
  termsAndConditionsText: richText(),
  privacyPolicy: address(),
  privacyPolicyText: richText(),
  imprint: address(),
  imprintText: richText(),
  allergens: address(),
  allergensText: richText(),
  defaultDeliveryMethod: Joi.string()
    .valid(...DELIVERY_METHODS)
    .allow(null),
  ...Object.fromEntries(CONFIG_FLAG_FIELDS.map((field) => [field, Joi.boolean()])),
  mapboxZoom: Joi.number().min(0).max(22),
  mapboxPitch: Joi.number().min(0).max(85),
  mapboxBearing: Joi.number().min(-360).max(360),
  timeZone: Joi.string()
    .trim()
    .max(64)
    .custom((value: string, helpers) => (isTimeZone(value) ? value : helpers.error('any.invalid'))),
  footerVariant: Joi.string()
    .valid(...FOOTER_VARIANTS)
    .allow(null),
  socialPixelId: text(100),
  tagManagerId: text(100),
  image: imageChoice(),
  logo: imageChoice(),
});

export type ConfigPayload = Record<string, unknown> & {
  image?: { id: number } | null;
  logo?: { id: number } | null;
};
