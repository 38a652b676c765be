import { Op, literal, type Model } from 'sequelize';
import { crudRouter, type ServiceContext } from '@theke/server';
import { catalogEvents } from '../catalog-changed';
import { SHOWN_TO_GUESTS } from '../guest-visibility';
import { removeCategoryFromMenus } from '../menus/menu.references';
import { id as idSchema } from '../values.schema';
import { Category } from './category.model';
import { categorySchema, categoryUpdateSchema } from './category.schema';

export function categoryJson(row: Model): Record<string, unknown> {
  const category = row as Category;
  return {
    id: category.id,
    name: category.name,
    image: category.image,
    isEnabled: category.isEnabled,
    schedule: category.schedule,
    isVisibleWhenUnavailable: category.isVisibleWhenUnavailable,
  };
}

/** Ids of the categories a menu's catalog lists (`menuId` is a validated integer). */
const categoriesOfMenu = (menuId: number) =>
  literal(
    `(SELECT (entry->>'id')::int FROM menus, jsonb_array_elements(menus.catalog) AS entry WHERE menus.id = ${menuId})`,
  );

export function categoryRoutes(context: ServiceContext) {
  return crudRouter({
    path: '/categories',
    entity: 'category',
    model: Category,
    sequelize: context.sequelize,
    schema: categorySchema,
    updateSchema: categoryUpdateSchema,
    queryFilters: {
      menu: {
        schema: idSchema(),
        where: (menuId) => ({ id: { [Op.in]: categoriesOfMenu(Number(menuId)) } }),
      },
    },
    read: 'public',
    write: 'admin',
    guestWhere: SHOWN_TO_GUESTS,
    toJson: categoryJson,
    events: catalogEvents(context.outbox),
    async beforeDestroy(row, { transaction }) {
      await removeCategoryFromMenus(Number(row.get('id')), context.outbox, transaction);
    },
  });
}
