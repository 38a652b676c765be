import Joi from 'joi';
import { Op, literal, type Model } from 'sequelize';
import { crudRouter, type ServiceContext } from '@theke/server';
import { catalogEvents } from '../catalog-changed';
import { SHOWN_TO_GUESTS } from '../guest-visibility';
import { removeProductFromMenus } from '../menus/menu.references';
import { rowJson } from '../row-json';
import { id as idSchema } from '../values.schema';
import { Product } from './product.model';
import { PRODUCT_TYPES, productSchema, productUpdateSchema } from './product.schema';

export function productJson(row: Model): Record<string, unknown> {
  return rowJson(row);
}

/**
 * Products have no category of their own: a menu's catalog files them under categories.
 * `?category=` lists the products any menu files under that category, `?menu=` a menu's products.
 */
const productsInMenus = (condition: string) =>
  literal(
    `(SELECT (entry_product->>'id')::int FROM menus, jsonb_array_elements(menus.catalog) AS entry,
      jsonb_array_elements(entry->'products') AS entry_product WHERE ${condition})`,
  );

export function productRoutes(context: ServiceContext) {
  return crudRouter({
    path: '/products',
    entity: 'product',
    model: Product,
    sequelize: context.sequelize,
    schema: productSchema,
    updateSchema: productUpdateSchema,
    filters: { type: Joi.string().valid(...PRODUCT_TYPES), isEnabled: Joi.boolean() },
    queryFilters: {
      category: {
        schema: idSchema(),
        where: (categoryId) => ({
          id: { [Op.in]: productsInMenus(`(entry->>'id')::int = ${Number(categoryId)}`) },
        }),
      },
      menu: {
        schema: idSchema(),
        where: (menuId) => ({ id: { [Op.in]: productsInMenus(`menus.id = ${Number(menuId)}`) } }),
      },
    },
    read: 'public',
    write: 'admin',
    guestWhere: SHOWN_TO_GUESTS,
    toJson: productJson,
    events: catalogEvents(context.outbox),
    async beforeDestroy(row, { transaction }) {
      await removeProductFromMenus(Number(row.get('id')), context.outbox, transaction);
    },
  });
}
