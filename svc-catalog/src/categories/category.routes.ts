import { Op, literal } from 'sequelize';
import { categoryDescription } from '@theke/contracts';
import { crudRouter, describedCrud, entityId, type ServiceContext } from '@theke/server';
import { catalogEvents } from '../catalog-changed';
import { SHOWN_TO_GUESTS } from '../guest-visibility';
import { removeCategoryFromMenus } from '../menus/menu.references';
import { Category } from './category.model';

/** Ids of the categories a menu's catalog lists (`menuId` is a validated integer). */
const categoriesOfMenu = (menuId: number) =>
  literal(
    `(SELECT (entry->>'id')::int FROM menus, jsonb_array_elements(menus.catalog) AS entry WHERE menus.id = ${menuId})`,
  );

export function categoryRoutes(context: ServiceContext) {
  return crudRouter({
    ...describedCrud(categoryDescription),
    model: Category,
    sequelize: context.sequelize,
    queryFilters: {
      menu: {
        schema: entityId(),
        where: (menuId) => ({ id: { [Op.in]: categoriesOfMenu(Number(menuId)) } }),
      },
    },
    guestWhere: SHOWN_TO_GUESTS,
    events: catalogEvents(context.outbox),
    async beforeDestroy(row, { transaction }) {
      await removeCategoryFromMenus(Number(row.get('id')), context.outbox, transaction);
    },
  });
}
