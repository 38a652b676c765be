import { Op, type Transaction } from 'sequelize';
import type { Outbox } from '@theke/server';
import { recordCatalogChange } from '../catalog-changed';
import { Branch } from './branch.model';

/** A deleted tag disappears from every branch's `tags`. */
export async function removeTagFromBranches(
  tagId: number,
  outbox: Outbox,
  transaction: Transaction,
): Promise<void> {
  const branches = await Branch.findAll({
    where: { tags: { [Op.contains]: [{ id: tagId }] } },
    transaction,
    lock: transaction.LOCK.UPDATE,
  });
  for (const branch of branches) {
    await branch.update({ tags: branch.tags.filter((tag) => tag.id !== tagId) }, { transaction });
    await recordCatalogChange(outbox, transaction, { entity: 'branch', verb: 'updated', id: branch.id });
  }
}
