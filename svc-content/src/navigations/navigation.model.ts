import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type Sequelize,
} from 'sequelize';
import { VERSION_COLUMN } from '@theke/server';

export const NAVIGATION_IDENTIFIERS = ['main', 'secondary', 'mobile', 'footer'] as const;
export type NavigationIdentifier = (typeof NAVIGATION_IDENTIFIERS)[number];

export const NAVIGATION_ITEM_TYPES = ['home', 'site', 'branch', 'link'] as const;
export type NavigationItemType = (typeof NAVIGATION_ITEM_TYPES)[number];

/** SPEC §2/§3 navigation item, nested to any depth. */
export interface NavigationItem {
  type: NavigationItemType;
  label: string;
  /** The site id ('site'), the branch id ('branch'), the address ('link'); null for 'home'. */
  target: number | string | null;
  isEnabled: boolean;
  children: NavigationItem[];
}

export class Navigation extends Model<InferAttributes<Navigation>, InferCreationAttributes<Navigation>> {
  declare id: CreationOptional<number>;
  declare version: CreationOptional<number>;
  declare identifier: NavigationIdentifier;
  declare items: NavigationItem[];
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;
}

export function defineNavigation(sequelize: Sequelize): void {
  Navigation.init(
    {
      id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
      version: VERSION_COLUMN,
      identifier: { type: DataTypes.STRING(20), allowNull: false, unique: true },
      items: { type: DataTypes.JSONB, allowNull: false, defaultValue: [] },
      createdAt: DataTypes.DATE,
      updatedAt: DataTypes.DATE,
    },
    { sequelize, tableName: 'navigations' },
  );
}
