import type { Transaction } from 'sequelize';
import type { Outbox } from '@theke/server';
import { recordCatalogChange } from '../catalog-changed';
import { Table } from './table.model';

/** A deleted branch takes its tables with it (the foreign key cascades too; this announces it). */
export async function removeTablesOfBranch(
  branchId: number,
  outbox: Outbox,
  transaction: Transaction,
): Promise<void> {
  const tables = await Table.findAll({ where: { branchId }, transaction });
  for (const table of tables) {
    await table.destroy({ transaction });
    await recordCatalogChange(outbox, transaction, { entity: 'table', verb: 'deleted', id: table.id });
  }
}
