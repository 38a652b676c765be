/**
 * References between signage entries (and to blocks, images and uploads) stay inside svc-content's
 * own database: a payload naming an entry that does not exist is a field error, and an entry still
 * named elsewhere is not deleted (409 with the German reason), so a TV never plays a dangling id.
 * Branches and menus live in svc-catalog, which svc-content cannot ask (it starts first and has no
 * catalogue peer): administrators pick them from the catalogue's lists.
 */
import { Op, type ModelStatic, type Model, type Transaction } from 'sequelize';
import { Conflict, Invalid, MESSAGES } from '@theke/server';

export interface PointedAt {
  id: number;
  /** The payload path of the reference, e.g. `entries.2.segment.id`. */
  field: string;
}

export async function assertExisting(
  model: ModelStatic<Model>,
  references: PointedAt[],
  transaction: Transaction,
): Promise<void> {
  if (references.length === 0) return;
  const ids = [...new Set(references.map((reference) => reference.id))];
  const rows = await model.findAll({ where: { id: { [Op.in]: ids } }, attributes: ['id'], transaction });
  const found = new Set(rows.map((row) => Number(row.get('id'))));
  const missing = references.filter((reference) => !found.has(reference.id));
  if (missing.length > 0)
    throw new Invalid(missing.map(({ field }) => ({ message: MESSAGES.invalid, field, code: 'unknown_reference' })));
}

/** 409 while `users` other entries still point at the one to delete. */
export function refuseDeleteWhileUsed(users: number, message: string): void {
  if (users > 0) throw new Conflict(message, undefined, 'still_in_use');
}
