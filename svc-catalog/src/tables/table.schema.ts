import Joi from 'joi';
import { id, partial, readOnly } from '../values.schema';

/** SPEC §3 Table payload `{identifier, branch: {id}}`; the identifier is unique within its branch. */
export const tableSchema = Joi.object({
  id: readOnly(),
  identifier: Joi.string()
    .trim()
    .max(50)
    .pattern(/^[\p{L}\p{N}][\p{L}\p{N} ._/-]*$/u)
    .required(),
  branch: Joi.object({ id: id().required() }).required(),
});

export const tableUpdateSchema = partial(tableSchema, ['identifier', 'branch']);
