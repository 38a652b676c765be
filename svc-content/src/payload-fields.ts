import { TEXT_FORMATS } from '@theke/contracts';
import Joi from 'joi';

/**
 * joi building blocks the content payloads share. Validation happens once, at the edge;
 * the German messages and the `field` come from the kit's `validate`.
 */

/** Keys the server owns. A client may send back what it read; they are dropped, never an error. */
export const serverManagedKeys = {
  id: Joi.any().strip(),
  createdAt: Joi.any().strip(),
  updatedAt: Joi.any().strip(),
};

/** Digits with the usual separators: '+43 664 1234567', '(01) 523 45 67', '0664/1234567' (one pattern with the forms'). */
export const PHONE_NUMBER = new RegExp(TEXT_FORMATS.phoneDisplay?.pattern ?? '');

/** Rich text (HTML) of a legal page, a block or a body entry. */
export const RICH_TEXT_MAX = 200_000;

export const requiredText = (max = 255): Joi.StringSchema => Joi.string().trim().max(max).required();

/** An optional text of a full (POST/PUT) payload: '' and a missing key are stored as null. */
export const optionalText = (max = 255): Joi.StringSchema =>
  Joi.string().trim().max(max).empty('').allow(null).default(null);

/** `/ueber-uns/` and `ueber-uns` are the same page: one leading slash, no trailing one, no doubled ones. */
export function normalizePagePath(value: string): string {
  const rooted = value.startsWith('/') ? value : `/${value}`;
  const collapsed = rooted.replace(/\/{2,}/g, '/');
  return collapsed.length > 1 ? collapsed.replace(/\/+$/, '') : collapsed;
}

/** A path of the public site (site pages, redirects): several segments, no query, no fragment. */
export const pagePath = (): Joi.StringSchema =>
  Joi.string()
    .trim()
    .max(255)
    .custom(normalizePagePath)
    .pattern(/^\/[^\s?#]*$/);

const LINK_PROTOCOLS = new Set(['http:', 'https:', 'mailto:', 'tel:']);
const WEB_PROTOCOLS = new Set(['http:', 'https:']);

function isAddress(value: string, protocols: Set<string>): boolean {
  if (value.startsWith('/') && !value.startsWith('//')) return !/\s/.test(value);
  try {
    return protocols.has(new URL(value).protocol);
  } catch {
    return false;
  }
}

/** Where a link item or a redirect may lead: an internal path or an absolute address (reported as invalid URL). */
export const linkTarget = (kind: 'link' | 'web' = 'link'): Joi.StringSchema =>
  Joi.string()
    .trim()
    .max(2048)
    .custom((value: string, helpers) =>
      isAddress(value, kind === 'link' ? LINK_PROTOCOLS : WEB_PROTOCOLS)
        ? value
        : helpers.error('string.uri'),
    );
