import Joi from 'joi';
import { optionalText, pagePath, requiredText, serverManagedKeys } from '../payload-fields';
import { SITE_TYPES } from './site.model';

/**
 * SPEC §2 content blocks a page body is built from. The per-type value schemas (built from
 * the §3 content field kinds) come with the website issue; until then a value is any JSON.
 */
export const SITE_BODY_TYPES = [
  'service-hero',
  'map-hero',
  'wysiwyg',
  'image-slider-section',
  'teaser-section',
  'contact-section',
  'contact-person-section',
  'form-section',
  'career-section',
  'image',
  'history-section',
  'links',
  'line',
  'video-section',
  'container',
  'column',
  'columns',
] as const;

const bodyEntry = Joi.object({
  type: Joi.string()
    .valid(...SITE_BODY_TYPES)
    .required(),
  value: Joi.any().default(null),
});

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
    body: Joi.array().items(bodyEntry).default([]),
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
