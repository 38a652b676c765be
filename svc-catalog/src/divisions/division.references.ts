import { Op, type Transaction } from 'sequelize';
import type { Outbox } from '@theke/server';
import { recordCatalogChange } from '../catalog-changed';
import { Division } from './division.model';

/** A deleted branch disappears from every division's branch list. */
export async function removeBranchFromDivisions(
  branchId: number,
  outbox: Outbox,
  transaction: Transaction,
): Promise<void> {
  const divisions = await Division.findAll({
    where: { branches: { [Op.contains]: [branchId] } },
    transaction,
    lock: transaction.LOCK.UPDATE,
  });
  for (const division of divisions) {
    await division.update({ branches: division.branches.filter((id) => id !== branchId) }, { transaction });
    await recordCatalogChange(outbox, transaction, { entity: 'division', verb: 'updated', id: division.id });
  }
}
