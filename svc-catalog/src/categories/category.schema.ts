import Joi from 'joi';
import { imageReference, partial, readOnly, schedule } from '../values.schema';

/** SPEC §3 Category payload. */
export const categorySchema = Joi.object({
  id: readOnly(),
  name: Joi.string().trim().max(255).required(),
  image: imageReference().allow(null),
  isEnabled: Joi.boolean(),
  schedule: schedule(),
  isVisibleWhenUnavailable: Joi.boolean(),
});

export const categoryUpdateSchema = partial(categorySchema, ['name']);
