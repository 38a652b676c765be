import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type Sequelize,
} from 'sequelize';
import { decimalColumn, idReferenceColumn, VERSION_COLUMN } from '@theke/server';

/** A project (@theke/contracts `projectDescription`); `branch: {id}` or null over `branchId`. */
export class Project extends Model<InferAttributes<Project>, InferCreationAttributes<Project>> {
  declare id: CreationOptional<number>;
  declare version: CreationOptional<number>;
  declare name: string;
  declare description: CreationOptional<string | null>;
  declare branchId: CreationOptional<number | null>;
  declare state: CreationOptional<'active' | 'completed' | 'archived'>;
  declare estimateHours: CreationOptional<number | null>;
  declare branch: CreationOptional<{ id: number } | null>;
}

export function initProjectModel(sequelize: Sequelize): void {
  Project.init(
    {
      id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true },
      version: VERSION_COLUMN,
      name: { type: DataTypes.STRING(255), allowNull: false },
      description: { type: DataTypes.TEXT, allowNull: true, defaultValue: null },
      branchId: { type: DataTypes.INTEGER, allowNull: true, defaultValue: null },
      state: { type: DataTypes.STRING(10), allowNull: false, defaultValue: 'active' },
      estimateHours: { ...decimalColumn('estimateHours', 2), defaultValue: null },
      branch: idReferenceColumn('branchId'),
    },
    { sequelize, tableName: 'projects', modelName: 'Project' },
  );
}
