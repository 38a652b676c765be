/**
 * SPEC §7 CRUD of products from their description (@theke/contracts `productDescription`), plus
 * what the description cannot say: the cross-field rules, the menu filters, and the one write an
 * employee may make (availability of their branches' products).
 */
import Joi from 'joi';
import { Op, literal } from 'sequelize';
import { PRODUCT_TYPE_OPTIONS, productDescription } from '@theke/contracts';
import { UNITS } from '@theke/domain';
import {
  crudRouter,
  describedCrud,
  entityId,
  type FieldRefinements,
  type ServiceContext,
} from '@theke/server';
import { catalogEvents } from '../catalog-changed';
import { SHOWN_TO_GUESTS } from '../guest-visibility';
import { removeProductFromMenus } from '../menus/menu.references';
import { assertEmployeeMayUpdateProduct } from './product.access';
import { Product } from './product.model';

const UNIT_IDS = Object.keys(UNITS);

/**
 * A §3 unit other than the product's own (ancestors: entry, list, product). One custom rule,
 * because joi lets a value listed in `valid()` skip every further rule.
 */
const otherUnit: Joi.CustomValidator<string> = (value, helpers) => {
  if (!UNIT_IDS.includes(value)) return helpers.error('any.only');
  const product = helpers.state.ancestors[2] as { unit?: unknown } | undefined;
  return value === product?.unit ? helpers.error('any.invalid') : value;
};

function unitsOf(alternativeUnits: unknown): string[] {
  return Array.isArray(alternativeUnits)
    ? alternativeUnits.map((entry: { unit?: string }) => entry.unit ?? '')
    : [];
}

/**
 * The product rules between fields that the description's vocabulary does not say (`atLeast` and
 * `when` it does): each applies to the product as it will be stored (a PUT is checked merged).
 */
export const PRODUCT_RULES: FieldRefinements = {
  // Always one of the models (the column's default is 'fixed'); absent keeps or defaults it.
  calculationModel: (schema) => schema.invalid(null),
  // A default amount within the product's own limits: at least the minimum (described), at most the maximum.
  defaultQuantity: (schema) =>
    schema.when('maximumQuantity', {
      is: Joi.number().required(),
      then: Joi.number().max(Joi.ref('maximumQuantity')),
    }),
  // The unit a guest starts with is one the product is sold in.
  defaultUnit: () =>
    Joi.string()
      .valid(Joi.ref('unit'), Joi.in('alternativeUnits', { adjust: unitsOf }))
      .allow(null),
  'alternativeUnits.unit': () => Joi.string().custom(otherUnit).required(),
};

/**
 * Products have no category of their own: a menu's catalog files them under categories.
 * `?category=` lists the products any menu files under that category, `?menu=` a menu's products,
 * `?branch=3,4` those of the menus of these branches (an employee's products).
 */
const productsInMenus = (condition: string) =>
  literal(
    `(SELECT (entry_product->>'id')::int FROM menus, jsonb_array_elements(menus.catalog) AS entry,
      jsonb_array_elements(entry->'products') AS entry_product WHERE ${condition})`,
  );

/** Comma-separated branch ids, as numbers. */
const branchIdList = () =>
  Joi.string()
    .pattern(/^\d{1,9}(,\d{1,9}){0,99}$/)
    .custom((value: string) => value.split(',').map(Number));

export function productRoutes(context: ServiceContext) {
  const described = describedCrud(productDescription, PRODUCT_RULES);
  return crudRouter({
    ...described,
    model: Product,
    sequelize: context.sequelize,
    // Employees may PUT availability (prepare says what exactly); create and delete stay admin.
    access: { update: 'staff' },
    filters: {
      type: Joi.string().valid(...PRODUCT_TYPE_OPTIONS.map((option) => option.value)),
      isEnabled: Joi.boolean(),
    },
    queryFilters: {
      category: {
        schema: entityId(),
        where: (categoryId) => ({
          id: { [Op.in]: productsInMenus(`(entry->>'id')::int = ${Number(categoryId)}`) },
        }),
      },
      menu: {
        schema: entityId(),
        where: (menuId) => ({ id: { [Op.in]: productsInMenus(`menus.id = ${Number(menuId)}`) } }),
      },
      branch: {
        schema: branchIdList(),
        where: (branchIds) => ({
          id: {
            [Op.in]: productsInMenus(
              `(${(branchIds as number[]).map((branchId) => `menus.branches @> '[${branchId}]'`).join(' OR ')})`,
            ),
          },
        }),
      },
    },
    guestWhere: SHOWN_TO_GUESTS,
    events: catalogEvents(context.outbox),
    async prepare(values, { principal, existing, transaction }) {
      if (existing) {
        const stored = described.toJson(existing) as Record<string, unknown> & { id: number };
        await assertEmployeeMayUpdateProduct(principal, stored, values, transaction);
      }
      return values;
    },
    async beforeDestroy(row, { transaction }) {
      await removeProductFromMenus(Number(row.get('id')), context.outbox, transaction);
    },
  });
}
