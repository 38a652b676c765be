import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type Sequelize,
} from 'sequelize';
import { idReferenceColumn, VERSION_COLUMN } from '@theke/server';

/** A department (@theke/contracts `departmentDescription`): name, identifier, branch.id (the `branchId` column). */
export class Department extends Model<InferAttributes<Department>, InferCreationAttributes<Department>> {
  declare id: CreationOptional<number>;
  declare version: CreationOptional<number>;
  declare name: string;
  declare identifier: CreationOptional<string | null>;
  declare branchId: number;
  /** The API's `branch: {id}` over `branchId`. */
  declare branch: CreationOptional<{ id: number }>;
}

export function initDepartmentModel(sequelize: Sequelize): void {
  Department.init(
    {
      id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true },
      version: VERSION_COLUMN,
      name: { type: DataTypes.STRING(255), allowNull: false },
      identifier: { type: DataTypes.STRING(100), allowNull: true, defaultValue: null },
      branchId: { type: DataTypes.INTEGER, allowNull: false },
      branch: idReferenceColumn('branchId'),
    },
    { sequelize, tableName: 'departments', modelName: 'Department' },
  );
}
