/**
 * The query of GET /api/products/labels: `ids` lists the products in print order, a product
 * named n times is printed n times (copies without a second parameter), `layout` picks the
 * SPEC §9 grid. Validated once here; the route then works with numbers.
 */
import Joi from 'joi';
import { LABEL_LAYOUTS, type LabelLayout } from '@theke/domain';
import { isEntityId } from '@theke/server';

export interface LabelQuery {
  ids: number[];
  layout: LabelLayout;
}

const DIGITS = /^\d+$/;

/** '3,3,7' → [3, 3, 7]; a non-number is 'keine gültige Zahl', a number that names no row 'ungültig'. */
const idList = () =>
  Joi.string()
    .trim()
    .custom((value: string, helpers) => {
      const entries = value.split(',').map((entry) => entry.trim());
      if (!entries.every((entry) => DIGITS.test(entry))) return helpers.error('number.base');
      const ids = entries.map(Number);
      return ids.every(isEntityId) ? ids : helpers.error('any.invalid');
    })
    .messages({ 'number.base': 'not a list of ids' });

export const labelQuerySchema = Joi.object<LabelQuery>({
  ids: idList().required(),
  layout: Joi.string()
    .valid(...LABEL_LAYOUTS)
    .default('compact'),
});
