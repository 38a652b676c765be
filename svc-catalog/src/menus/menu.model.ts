import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type Sequelize,
} from 'sequelize';
import { VERSION_COLUMN } from '@theke/server';
import type { OpeningHourRule } from '@theke/domain';

export interface MenuProductEntry {
  id: number;
  isEnabled: boolean;
  schedule: OpeningHourRule[] | null;
}

/** One category of the menu (`id` is the category's id) with its products in display order. */
export interface MenuCatalogEntry {
  id: number;
  products: MenuProductEntry[];
}

/** SPEC §3 Menu: availableFrom, branches (ids), catalog. */
export class Menu extends Model<InferAttributes<Menu>, InferCreationAttributes<Menu>> {
  declare id: CreationOptional<number>;
  declare version: CreationOptional<number>;
  /** Back-office label; not shown to guests. */
  declare name: CreationOptional<string | null>;
  declare availableFrom: Date;
  declare branches: CreationOptional<number[]>;
  declare catalog: CreationOptional<MenuCatalogEntry[]>;
}

export function initMenuModel(sequelize: Sequelize): void {
  Menu.init(
    {
      id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true },
      version: VERSION_COLUMN,
      name: { type: DataTypes.STRING(255), allowNull: true, defaultValue: null },
      availableFrom: { type: DataTypes.DATE, allowNull: false },
      branches: { type: DataTypes.JSONB, allowNull: false, defaultValue: [] },
      catalog: { type: DataTypes.JSONB, allowNull: false, defaultValue: [] },
    },
    { sequelize, tableName: 'menus', modelName: 'Menu' },
  );
}
