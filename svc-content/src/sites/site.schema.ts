import Joi from 'joi';
import { bodySchema } from './block-types/compile-block-types';
import { optionalText, pagePath, requiredText, serverManagedKeys } from '../payload-fields';
import { SITE_TYPES } from './site.model';

/** POST and PUT /api/sites (PUT replaces the page). */
export const siteSchema = Joi.object({
  ...serverManagedKeys,
  name: requiredText(),
  title: optionalText(),
  path: pagePath().required(),
  description: optionalText(5000),
  type: Joi.string()
    .valid(...SITE_TYPES)
    .default('default'),
  isPublic: Joi.boolean().default(false),
  content: Joi.object({
    // SPEC §2 content blocks, each value checked against its block type (block-types/).
    body: bodySchema().default([]),
    // SPEC §2 job page: 'Beschäftigung', 'Beginn', 'Ort'.
    workload: optionalText(),
    start: optionalText(),
    place: optionalText(),
  }).default(),
});

/** List filters: `GET /api/sites?path=/ueber-uns` is how the website looks a page up. */
export const siteFilters = {
  path: pagePath(),
  type: Joi.string().valid(...SITE_TYPES),
  isPublic: Joi.boolean(),
};
