import Joi from 'joi';
import { imageReference, partial, readOnly } from '../values.schema';

/** SPEC §3 Tag payload: name (unique) and an optional image reference. */
export const tagSchema = Joi.object({
  id: readOnly(),
  name: Joi.string().trim().max(100).required(),
  image: imageReference().allow(null),
});

export const tagUpdateSchema = partial(tagSchema, ['name']);
