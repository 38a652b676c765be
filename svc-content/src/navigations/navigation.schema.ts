import Joi from 'joi';
import { NAVIGATION_IDENTIFIERS, NAVIGATION_ITEM_TYPES } from '@theke/contracts';
import { entityId } from '@theke/server';
import { linkTarget, serverManagedKeys } from '../payload-fields';


/**
 * One item and, through `Joi.link`, its children to any depth. What `target` must be
 * depends on the type: a site id, a branch id, an address (URL, mailto:, tel: or a path), nothing for home.
 */
export const navigationItemSchema = Joi.object({
  type: Joi.string()
    .valid(...NAVIGATION_ITEM_TYPES)
    .required(),
  label: Joi.string().trim().max(255).required(),
  target: Joi.when('type', {
    switch: [
      { is: 'site', then: entityId().required() },
      { is: 'branch', then: entityId().required() },
      { is: 'link', then: linkTarget('link').required() },
    ],
    otherwise: Joi.any().valid(null).default(null),
  }),
  isEnabled: Joi.boolean().default(true),
  children: Joi.array().items(Joi.link('#navigationItem')).default([]),
}).id('navigationItem');

/** POST and PUT /api/navigations (PUT replaces the whole tree). */
export const navigationSchema = Joi.object({
  ...serverManagedKeys,
  identifier: Joi.string()
    .valid(...NAVIGATION_IDENTIFIERS)
    .required(),
  items: Joi.array().items(navigationItemSchema).default([]),
});

export const navigationFilters = {
  identifier: Joi.string().valid(...NAVIGATION_IDENTIFIERS),
};
