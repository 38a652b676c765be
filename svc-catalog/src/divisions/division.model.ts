import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type Sequelize,
} from 'sequelize';
import { VERSION_COLUMN } from '@theke/server';
import type { ImageReference } from '@theke/domain';

/** A division (SPEC §3 "Others"): the page that lists its branches. */
export class Division extends Model<InferAttributes<Division>, InferCreationAttributes<Division>> {
  declare id: CreationOptional<number>;
  declare version: CreationOptional<number>;
  declare identifier: string;
  declare name: string;
  declare title: CreationOptional<string | null>;
  declare description: CreationOptional<string | null>;
  declare image: CreationOptional<ImageReference | null>;
  /** Ids of the branches the division page lists, in display order. */
  declare branches: CreationOptional<number[]>;
}

export function initDivisionModel(sequelize: Sequelize): void {
  Division.init(
    {
      id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true },
      version: VERSION_COLUMN,
      identifier: { type: DataTypes.STRING(100), allowNull: false },
      name: { type: DataTypes.STRING(255), allowNull: false },
      title: { type: DataTypes.STRING(255), allowNull: true, defaultValue: null },
      description: { type: DataTypes.TEXT, allowNull: true, defaultValue: null },
      image: { type: DataTypes.JSONB, allowNull: true, defaultValue: null },
      branches: { type: DataTypes.JSONB, allowNull: false, defaultValue: [] },
    },
    { sequelize, tableName: 'divisions', modelName: 'Division' },
  );
}
