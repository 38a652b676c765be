import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type Sequelize,
} from 'sequelize';
import { idReferenceColumn, VERSION_COLUMN } from '@theke/server';

/** SPEC §3 Table: id, identifier, branch.id (stored as the `branchId` column). */
export class Table extends Model<InferAttributes<Table>, InferCreationAttributes<Table>> {
  declare id: CreationOptional<number>;
  declare version: CreationOptional<number>;
  declare identifier: string;
  declare branchId: number;
  /** The spec's `branch: {id}` shape over `branchId`. */
  declare branch: CreationOptional<{ id: number }>;
}

export function initTableModel(sequelize: Sequelize): void {
  Table.init(
    {
      id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true },
      version: VERSION_COLUMN,
      identifier: { type: DataTypes.STRING(50), allowNull: false },
      branchId: { type: DataTypes.INTEGER, allowNull: false },
      branch: idReferenceColumn('branchId'),
    },
    { sequelize, tableName: 'tables', modelName: 'Table' },
  );
}
