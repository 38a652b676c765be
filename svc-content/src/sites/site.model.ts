import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type Sequelize,
} from 'sequelize';
import type { SiteContent, SiteType } from '@theke/contracts';
import { VERSION_COLUMN } from '@theke/server';

export { SITE_TYPES, type SiteType } from '@theke/contracts';

/** A page of the company website, found by its path. */
export class Site extends Model<InferAttributes<Site>, InferCreationAttributes<Site>> {
  declare id: CreationOptional<number>;
  declare version: CreationOptional<number>;
  declare name: string;
  declare title: string | null;
  declare path: string;
  declare description: string | null;
  declare type: SiteType;
  declare isPublic: boolean;
  declare content: SiteContent;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;
}

export function defineSite(sequelize: Sequelize): void {
  Site.init(
    {
      id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
      version: VERSION_COLUMN,
      name: { type: DataTypes.STRING(255), allowNull: false },
      title: { type: DataTypes.STRING(255), allowNull: true },
      path: { type: DataTypes.STRING(255), allowNull: false, unique: true },
      description: { type: DataTypes.TEXT, allowNull: true },
      type: { type: DataTypes.STRING(20), allowNull: false, defaultValue: 'default' },
      isPublic: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
      content: { type: DataTypes.JSONB, allowNull: false, defaultValue: { body: [] } },
      createdAt: DataTypes.DATE,
      updatedAt: DataTypes.DATE,
    },
    { sequelize, tableName: 'sites' },
  );
}
