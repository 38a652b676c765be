import { DataTypes, type ModelAttributeColumnOptions } from 'sequelize';

/**
 * Money column: exact DECIMAL in PostgreSQL, a JSON number at the API edge
 * (pg returns DECIMAL as string).
 */
export function moneyColumn(field: string, allowNull = true): ModelAttributeColumnOptions {
  return {
    type: DataTypes.DECIMAL(12, 2),
    allowNull,
    get(this: { getDataValue(key: string): unknown }) {
      const raw = this.getDataValue(field);
      return raw === null || raw === undefined ? null : Number(raw);
    },
  };
}

/** Decimal column for quantities and rates, same conversion as money. */
export function decimalColumn(field: string, scale = 3, allowNull = true): ModelAttributeColumnOptions {
  return {
    type: DataTypes.DECIMAL(14, scale),
    allowNull,
    get(this: { getDataValue(key: string): unknown }) {
      const raw = this.getDataValue(field);
      return raw === null || raw === undefined ? null : Number(raw);
    },
  };
}
