import { DataTypes, Model, type ModelAttributes, type Sequelize } from 'sequelize';
import {
  CONFIG_DEFAULTS,
  CONFIG_FLAG_FIELDS,
  CONFIG_NUMBER_FIELDS,
  CONFIG_TEXT_FIELDS,
  type ConfigValues,
} from './config.fields';

/** The single config row (id 1). */
export class ConfigRecord extends Model {
  declare id: number;
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

export function defineConfig(sequelize: Sequelize): void {
  const attributes: ModelAttributes = { id: { type: DataTypes.INTEGER, primaryKey: true } };
  for (const field of CONFIG_TEXT_FIELDS) attributes[field] = { type: DataTypes.TEXT, allowNull: true };
  for (const field of CONFIG_FLAG_FIELDS) attributes[field] = { type: DataTypes.BOOLEAN, allowNull: false };
  for (const field of CONFIG_NUMBER_FIELDS) attributes[field] = { type: DataTypes.DOUBLE, allowNull: false };
  attributes.currency = { type: DataTypes.STRING(3), allowNull: false };
  attributes.timeZone = { type: DataTypes.STRING(64), allowNull: false };
  attributes.defaultDeliveryMethod = { type: DataTypes.STRING(20), allowNull: true };
  attributes.footerVariant = { type: DataTypes.STRING(20), allowNull: true };
  attributes.imageId = { type: DataTypes.INTEGER, allowNull: true };
  attributes.logoId = { type: DataTypes.INTEGER, allowNull: true };
  ConfigRecord.init(attributes, { sequelize, tableName: 'config' });
}
