import Joi from 'joi';
import { instantDate } from '@theke/server';
import { id, optionalText, partial, readOnly, schedule } from '../values.schema';

const productEntry = Joi.object({
  id: id().required(),
  isEnabled: Joi.boolean().default(true),
  schedule: schedule().default(null),
});

const catalogEntry = Joi.object({
  id: id().required(),
  products: Joi.array().items(productEntry).unique('id').max(1000).default([]),
});

/**
 * SPEC §3 Menu payload: availableFrom (ISO instant), branches (ids), catalog (category
 * entries, each with its products' id, isEnabled and schedule), in display order.
 */
export const menuSchema = Joi.object({
  id: readOnly(),
  name: optionalText(255),
  availableFrom: instantDate().required(),
  branches: Joi.array().items(id()).unique().max(500).required(),
  catalog: Joi.array().items(catalogEntry).unique('id').max(200).required(),
});

export const menuUpdateSchema = partial(menuSchema, ['availableFrom', 'branches', 'catalog']);
