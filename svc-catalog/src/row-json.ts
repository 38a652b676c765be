import type { Model, ModelStatic } from 'sequelize';

const TIMESTAMPS = ['createdAt', 'updatedAt'];

/**
 * A row's attributes in the order the model declares them (the spec's field order), through
 * their getters (DECIMAL → number), without timestamps and the given internal fields.
 */
export function rowJson(row: Model, omit: readonly string[] = []): Record<string, unknown> {
  const attributes = Object.keys((row.constructor as ModelStatic<Model>).getAttributes());
  const json: Record<string, unknown> = {};
  for (const key of attributes) {
    if (!TIMESTAMPS.includes(key) && !omit.includes(key)) json[key] = row.get(key);
  }
  return json;
}
