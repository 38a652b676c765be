import Joi from 'joi';
import { BLOCK_TYPES } from '@theke/contracts';
import { requiredText, serverManagedKeys } from '../payload-fields';
import { richText } from '../rich-text/rich-text.schema';

/** Lower-case words joined by '-' or '_', e.g. 'popup-angebot'. */
export const blockIdentifier = () =>
  Joi.string()
    .trim()
    .max(100)
    .pattern(/^[a-z0-9]+([-_][a-z0-9]+)*$/);

/** POST and PUT /api/blocks (PUT replaces the block). */
export const blockSchema = Joi.object({
  ...serverManagedKeys,
  identifier: blockIdentifier().required(),
  name: requiredText(),
  type: Joi.string()
    .valid(...BLOCK_TYPES)
    .required(),
  isPublic: Joi.boolean().default(false),
  content: Joi.object({
    text: richText().empty('').default(null),
  }).default(),
});

export const blockFilters = {
  identifier: blockIdentifier(),
  type: Joi.string().valid(...BLOCK_TYPES),
};
