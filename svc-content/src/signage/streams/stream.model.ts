import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type Sequelize,
} from 'sequelize';
import type { SignageStreamEntry } from '@theke/contracts';
import { idReferenceColumn, VERSION_COLUMN } from '@theke/server';

/** A dayparted playlist (@theke/contracts `signageStreamDescription`); no branch: every branch. */
export class Stream extends Model<InferAttributes<Stream>, InferCreationAttributes<Stream>> {
  declare id: CreationOptional<number>;
  declare version: CreationOptional<number>;
  declare name: string;
  declare branchId: number | null;
  declare branch: CreationOptional<{ id: number } | null>;
  declare entries: SignageStreamEntry[];
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;
}

export function defineStream(sequelize: Sequelize): void {
  Stream.init(
    {
      id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
      version: VERSION_COLUMN,
      name: { type: DataTypes.STRING(255), allowNull: false },
      branchId: { type: DataTypes.INTEGER, allowNull: true },
      branch: idReferenceColumn('branchId'),
      entries: { type: DataTypes.JSONB, allowNull: false, defaultValue: [] },
      createdAt: DataTypes.DATE,
      updatedAt: DataTypes.DATE,
    },
    { sequelize, tableName: 'digital_signage_streams' },
  );
}
