import { Op, type Model, type ModelStatic, type Transaction } from 'sequelize';
import { Invalid, MESSAGES, type ErrorItem } from '@theke/server';

/** A reference from a payload to another catalogue row, with the payload path it came from. */
export interface Reference {
  id: number;
  field: string;
}

/**
 * Catalogue references live in JSONB lists (menu branches, menu catalogs, branch tags), so the
 * database cannot check them: every write checks them here, in its transaction.
 */
export async function assertReferencesExist(
  model: ModelStatic<Model>,
  references: Reference[],
  transaction: Transaction,
): Promise<void> {
  if (references.length === 0) return;
  const ids = [...new Set(references.map((reference) => reference.id))];
  const rows = await model.findAll({ attributes: ['id'], where: { id: { [Op.in]: ids } }, transaction });
  const existing = new Set(rows.map((row) => Number(row.get('id'))));
  const missing: ErrorItem[] = references
    .filter((reference) => !existing.has(reference.id))
    .map((reference) => ({ message: MESSAGES.invalid, field: reference.field, code: 'unknown_reference' }));
  if (missing.length > 0) throw new Invalid(missing);
}
