import type { Model, ModelStatic, Transaction } from 'sequelize';
import type { ServiceContext } from '@theke/server';
import { Branch } from '../branches/branch.model';
import { recordCatalogChange } from '../catalog-changed';
import { Category } from '../categories/category.model';
import { Division } from '../divisions/division.model';
import { Donatee } from '../donatees/donatee.model';
import { Menu } from '../menus/menu.model';
import { Product } from '../products/product.model';
import { Table } from '../tables/table.model';
import { Tag } from '../tags/tag.model';
import { demoBranches, DEMO_TABLES } from './demo-branches';
import { DEMO_CATEGORIES, DEMO_DIVISIONS, DEMO_DONATEES, DEMO_MENUS, DEMO_TAGS } from './demo-catalog';
import { DEMO_PRODUCTS } from './demo-products';

const CATALOG_MODELS: Array<ModelStatic<Model>> = [
  Division,
  Branch,
  Tag,
  Menu,
  Category,
  Product,
  Table,
  Donatee,
];
const SERIAL_TABLES = [
  'divisions',
  'branches',
  'tags',
  'menus',
  'categories',
  'products',
  'tables',
  'donatees',
];

/** Two processes starting together must not both seed: one waits, then sees the rows. */
const SEED_LOCK = 'svc-catalog demo seed';

async function isCatalogEmpty(transaction: Transaction): Promise<boolean> {
  // One transaction means one connection: count the tables one after another.
  const counts: number[] = [];
  for (const model of CATALOG_MODELS) counts.push(await model.count({ transaction }));
  return counts.every((count) => count === 0);
}

/** Explicit ids were inserted; the next row a user creates continues after them. */
async function resetSequences(context: ServiceContext, transaction: Transaction): Promise<void> {
  for (const table of SERIAL_TABLES) {
    await context.sequelize.query(
      `SELECT setval(pg_get_serial_sequence('${table}', 'id'), COALESCE(MAX(id), 0) + 1, false) FROM ${table}`,
      { transaction },
    );
  }
  await context.sequelize.query(
    `SELECT setval('delivery_area_id_seq', COALESCE(MAX((area->>'id')::int), 0) + 1, false)
     FROM branches, jsonb_array_elements("deliveryAreas") AS area`,
    { transaction },
  );
}

/**
 * The demo catalogue of an Austrian cleaning-services business (SPEC §1): inserted with ids from
 * 1 so the other services' demo data can point at them, only into an empty catalogue.
 */
export async function seedCatalogDemo(context: ServiceContext): Promise<void> {
  const seeded = await context.sequelize.transaction(async (transaction) => {
    await context.sequelize.query('SELECT pg_advisory_xact_lock(hashtext(:lock))', {
      replacements: { lock: SEED_LOCK },
      transaction,
    });
    if (!(await isCatalogEmpty(transaction))) return false;
    await Tag.bulkCreate(DEMO_TAGS, { transaction });
    await Branch.bulkCreate(demoBranches(new Date()), { transaction });
    await Division.bulkCreate(DEMO_DIVISIONS, { transaction });
    await Table.bulkCreate(DEMO_TABLES, { transaction });
    await Category.bulkCreate(DEMO_CATEGORIES, { transaction });
    await Product.bulkCreate([...DEMO_PRODUCTS], { transaction });
    await Menu.bulkCreate(DEMO_MENUS, { transaction });
    await Donatee.bulkCreate(DEMO_DONATEES, { transaction });
    await resetSequences(context, transaction);
    await recordCatalogChange(context.outbox, transaction, { entity: 'catalog', verb: 'seeded', id: null });
    return true;
  });
  context.log.info({ seeded }, seeded ? 'catalog demo data seeded' : 'catalog not empty, demo seed skipped');
}
