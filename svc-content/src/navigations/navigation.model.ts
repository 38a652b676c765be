import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type Sequelize,
} from 'sequelize';
import type { NavigationIdentifier, NavigationItem } from '@theke/contracts';
import { VERSION_COLUMN } from '@theke/server';

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
