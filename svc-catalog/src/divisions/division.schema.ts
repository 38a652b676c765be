import Joi from 'joi';
import { id, identifier, imageReference, optionalText, partial, readOnly } from '../values.schema';

/** Division payload: identifier and name required; branches are the ids its page lists. */
export const divisionSchema = Joi.object({
  id: readOnly(),
  identifier: identifier().required(),
  name: Joi.string().trim().max(255).required(),
  title: optionalText(255),
  description: optionalText(5000),
  image: imageReference().allow(null),
  branches: Joi.array().items(id()).unique().max(500),
});

export const divisionUpdateSchema = partial(divisionSchema, ['identifier', 'name']);
