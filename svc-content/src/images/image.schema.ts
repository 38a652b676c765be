import Joi from 'joi';
import { serverManagedKeys } from '../payload-fields';

/** Optional labels: null and '' clear them. */
const label = () => Joi.string().trim().max(255).allow(null, '');

/** Measured from the file, never taken from the client. */
const measuredKeys = {
  version: Joi.any().strip(),
  extension: Joi.any().strip(),
  width: Joi.any().strip(),
  height: Joi.any().strip(),
  size: Joi.any().strip(),
};

/** POST /api/images: the file as a data-URL, plus its name and alt text. */
export const imageCreateSchema = Joi.object({
  ...serverManagedKeys,
  ...measuredKeys,
  data: Joi.string().required(),
  name: label(),
  alt: label(),
});

/** PUT /api/images/{id}: the keys sent replace the stored ones; a new `data` replaces the file (next version). */
export const imageUpdateSchema = Joi.object({
  ...serverManagedKeys,
  ...measuredKeys,
  data: Joi.string(),
  name: label(),
  alt: label(),
});

export interface ImagePayload {
  data?: string;
  name?: string | null;
  alt?: string | null;
}
