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

/**
 * A reference kept as an id column but spoken as `{id}` at the API (a table's, device's or
 * department's `branch`, stored in `branchId`): the virtual attribute reads and writes the column.
 */
export function idReferenceColumn(column: string): ModelAttributeColumnOptions {
  return {
    type: DataTypes.VIRTUAL,
    // An optional reference (a project's branch) is null, not `{id: null}`.
    get(this: { getDataValue(key: string): unknown }) {
      const id = this.getDataValue(column);
      return id === null || id === undefined ? null : { id };
    },
    set(this: { setDataValue(key: string, value: unknown): void }, value: { id: number } | null) {
      this.setDataValue(column, value?.id ?? null);
    },
  };
}

/**
 * A gateway user another service points at (issue 21), kept in an id and a name column and
 * spoken as `{id, username}` at the API (`UserReference`); null when the id column is.
 */
export function userReferenceColumn(idColumn: string, nameColumn: string): ModelAttributeColumnOptions {
  return {
    type: DataTypes.VIRTUAL,
    get(this: { getDataValue(key: string): unknown }) {
      const id = this.getDataValue(idColumn);
      return id === null || id === undefined ? null : { id, username: this.getDataValue(nameColumn) };
    },
    set(this: { setDataValue(key: string, value: unknown): void }, value: { id: number; username: string } | null) {
      this.setDataValue(idColumn, value?.id ?? null);
      this.setDataValue(nameColumn, value?.username ?? null);
    },
  };
}

/**
 * The lost-update check's counter (issue 19): every described entity carries `version`, the CRUD
 * router raises it on each update and refuses a save based on an older one.
 */
export const VERSION_COLUMN: ModelAttributeColumnOptions = {
  type: DataTypes.INTEGER,
  allowNull: false,
  defaultValue: 1,
};

/** A migration that gives existing tables their `version` column. */
export function versionColumnsMigration(name: string, tables: readonly string[]) {
  return {
    name,
    async up({ sequelize }: { sequelize: import('sequelize').Sequelize }) {
      for (const table of tables)
        await sequelize.query(`ALTER TABLE "${table}" ADD COLUMN IF NOT EXISTS version INTEGER NOT NULL DEFAULT 1`);
    },
  };
}
