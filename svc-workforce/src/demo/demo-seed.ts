/**
 * Demo departments of the cleaning-services business (SPEC §1) for svc-catalog's demo branches.
 * This service never reads the catalogue's tables: like svc-orders' demo orders it points at the
 * branch ids the catalogue's demo seed inserts (1 Wien-Mariahilf, 2 Graz, 3 Linz, 4 Salzburg,
 * 5 Innsbruck). Inserted only into an empty departments table, without events or log entries
 * (nobody made these changes).
 */
import type { CreationAttributes } from 'sequelize';
import type { ServiceContext } from '@theke/server';
import { Department } from '../departments/department.model';
import { seedPlanningDemo } from './planning-demo';

/** Two processes starting together must not both seed: one waits, then sees the rows. */
const SEED_LOCK = 'svc-workforce demo seed';

const department = (
  id: number,
  branchId: number,
  name: string,
  identifier: string,
): CreationAttributes<Department> => ({
  id,
  branchId,
  name,
  identifier,
});

export const DEMO_DEPARTMENTS: Array<CreationAttributes<Department>> = [
  department(1, 1, 'Unterhaltsreinigung', 'unterhaltsreinigung'),
  department(2, 1, 'Fenster & Glas', 'fenster-glas'),
  department(3, 1, 'Verwaltung', 'verwaltung'),
  department(4, 2, 'Unterhaltsreinigung', 'unterhaltsreinigung'),
  department(5, 2, 'Textilannahme', 'textilannahme'),
  department(6, 3, 'Büro & Gewerbe', 'buero-gewerbe'),
  department(7, 3, 'Teppich & Polster', 'teppich-polster'),
  department(8, 4, 'Unterhaltsreinigung', 'unterhaltsreinigung'),
  department(9, 4, 'Fenster & Glas', 'fenster-glas'),
  department(10, 5, 'Unterhaltsreinigung', 'unterhaltsreinigung'),
];

export async function seedWorkforceDemo(context: ServiceContext): Promise<void> {
  const seeded = await context.sequelize.transaction(async (transaction) => {
    await context.sequelize.query('SELECT pg_advisory_xact_lock(hashtext(:lock))', {
      replacements: { lock: SEED_LOCK },
      transaction,
    });
    const empty = (await Department.count({ transaction })) === 0;
    if (empty) {
      await Department.bulkCreate(DEMO_DEPARTMENTS, { transaction });
      // Explicit ids were inserted; the next department an administrator creates continues after them.
      await context.sequelize.query(
        `SELECT setval(pg_get_serial_sequence('departments', 'id'), COALESCE(MAX(id), 0) + 1, false) FROM departments`,
        { transaction },
      );
    }
    // Schedules, holidays and projects: each table only while it is empty (planning-demo.ts).
    await seedPlanningDemo(transaction);
    return empty;
  });
  context.log.info(
    { seeded },
    seeded ? 'workforce demo data seeded' : 'departments not empty, demo departments skipped',
  );
}
