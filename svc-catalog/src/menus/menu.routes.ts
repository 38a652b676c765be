import { Router } from 'express';
import { Op, type Model } from 'sequelize';
import { menuDescription } from '@theke/contracts';
import { NotFound, crudRouter, describedCrud, entityId, idParam, type ServiceContext } from '@theke/server';
import { Branch } from '../branches/branch.model';
import { catalogEvents } from '../catalog-changed';
import { Category } from '../categories/category.model';
import { Product } from '../products/product.model';
import { assertReferencesExist, type Reference } from '../references';
import { Menu, type MenuCatalogEntry } from './menu.model';

export function menuJson(row: Model): Record<string, unknown> {
  const menu = row as Menu;
  return {
    id: menu.id,
    version: menu.version,
    name: menu.name,
    availableFrom: menu.availableFrom,
    branches: menu.branches,
    catalog: menu.catalog,
  };
}

/** The branch, category and product ids a menu payload points at, with their payload paths. */
async function assertMenuReferencesExist(
  values: Record<string, unknown>,
  transaction: import('sequelize').Transaction,
) {
  const branches = (values.branches as number[] | undefined) ?? [];
  await assertReferencesExist(
    Branch,
    branches.map((branchId, index) => ({ id: branchId, field: `branches.${index}` })),
    transaction,
  );
  const catalog = (values.catalog as MenuCatalogEntry[] | undefined) ?? [];
  await assertReferencesExist(
    Category,
    catalog.map((entry, index) => ({ id: entry.id, field: `catalog.${index}.id` })),
    transaction,
  );
  const products: Reference[] = catalog.flatMap((entry, index) =>
    entry.products.map((product, position) => ({
      id: product.id,
      field: `catalog.${index}.products.${position}.id`,
    })),
  );
  await assertReferencesExist(Product, products, transaction);
}

export function menuRoutes(context: ServiceContext): Router {
  const router = Router();

  // SPEC §7 GET /branches/{id}/menus: the branch's menus, oldest first (SPEC §4 picks the active one).
  router.get('/branches/:id/menus', async (req, res) => {
    const branchId = idParam(req);
    if (!(await Branch.findByPk(branchId))) throw new NotFound();
    const menus = await Menu.findAll({
      where: { branches: { [Op.contains]: [branchId] } },
      order: [
        ['availableFrom', 'ASC'],
        ['id', 'ASC'],
      ],
    });
    res.json({ data: menus.map(menuJson) });
  });

  router.use(
    crudRouter({
      ...describedCrud(menuDescription),
      model: Menu,
      sequelize: context.sequelize,
      queryFilters: {
        branch: { schema: entityId(), where: (branchId) => ({ branches: { [Op.contains]: [branchId] } }) },
      },
      toJson: menuJson,
      events: catalogEvents(context.outbox),
      order: [
        ['availableFrom', 'ASC'],
        ['id', 'ASC'],
      ],
      async prepare(values, { transaction }) {
        await assertMenuReferencesExist(values, transaction);
        return values;
      },
    }),
  );
  return router;
}
