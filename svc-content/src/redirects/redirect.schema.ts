import Joi from 'joi';
import { linkTarget, normalizePagePath, pagePath, serverManagedKeys } from '../payload-fields';

/** POST and PUT /api/redirects. A redirect to itself would loop: refused on `target`. */
export const redirectSchema = Joi.object({
  ...serverManagedKeys,
  path: pagePath().required(),
  target: linkTarget('web')
    .required()
    .custom((target: string, helpers) => {
      const path = (helpers.state.ancestors[0] as { path?: unknown }).path;
      const sameAsPath =
        target.startsWith('/') && typeof path === 'string' && normalizePagePath(target) === path;
      return sameAsPath ? helpers.error('any.invalid') : target;
    }),
});

/** `GET /api/redirects?path=/alte-seite`: how the gateway decides on a 301. */
export const redirectFilters = { path: pagePath() };
