import Joi from 'joi';
import { identifier, optionalText, partial, readOnly } from '../values.schema';

/** SPEC §3 Donatee payload. */
export const donateeSchema = Joi.object({
  id: readOnly(),
  identifier: identifier().required(),
  name: Joi.string().trim().max(255).required(),
  description: optionalText(5000),
});

export const donateeUpdateSchema = partial(donateeSchema, ['identifier', 'name']);
