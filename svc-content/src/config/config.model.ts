/** The single config row (id 1), its columns derived from the config description by field kind. */
import { DataTypes, Model, type ModelAttributeColumnOptions, type ModelAttributes, type Sequelize } from 'sequelize';
import { CONFIG_DEFAULTS, CONFIG_FIELDS, configColumnOf, type ConfigValues } from './config.fields';

export class ConfigRecord extends Model {
  declare id: number;
  /** The lost-update check (issue 19): raised by every save. */
  declare version: number;
  declare updatedAt: Date;
}

/** The stored values, exactly the keys of `ConfigValues`. */
export function configValuesOf(record: ConfigRecord): ConfigValues {
  const plain = record.get({ plain: true }) as Record<string, unknown>;
  return Object.fromEntries(
    Object.keys(CONFIG_DEFAULTS).map((field) => [field, plain[field]]),
  ) as ConfigValues;
}

export const CONFIG_ID = 1;

function columnOf(field: (typeof CONFIG_FIELDS)[number]): ModelAttributeColumnOptions {
  switch (field.kind) {
    case 'boolean':
      return { type: DataTypes.BOOLEAN, allowNull: false };
    case 'number':
      return { type: DataTypes.DOUBLE, allowNull: false };
    case 'image':
      return { type: DataTypes.INTEGER, allowNull: true };
    case 'select':
      return { type: DataTypes.STRING(20), allowNull: true };
    default:
      return { type: DataTypes.TEXT, allowNull: true };
  }
}

export function defineConfig(sequelize: Sequelize): void {
  const attributes: ModelAttributes = {
    id: { type: DataTypes.INTEGER, primaryKey: true },
    version: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 1 },
  };
  for (const field of CONFIG_FIELDS) attributes[configColumnOf(field.name)] = columnOf(field);
  ConfigRecord.init(attributes, { sequelize, tableName: 'config' });
}
