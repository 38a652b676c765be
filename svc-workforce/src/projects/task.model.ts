import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type Sequelize,
} from 'sequelize';
import type { UserReference } from '@theke/contracts';
import { decimalColumn, idReferenceColumn, userReferenceColumn, VERSION_COLUMN } from '@theke/server';

/**
 * A task of a project (@theke/contracts `taskDescription`): `project: {id}` over `projectId`,
 * the optional `assignee: {id, username}` over `assigneeId` and `assigneeUsername`.
 */
export class Task extends Model<InferAttributes<Task>, InferCreationAttributes<Task>> {
  declare id: CreationOptional<number>;
  declare version: CreationOptional<number>;
  declare projectId: number;
  declare name: string;
  declare assigneeId: CreationOptional<number | null>;
  declare assigneeUsername: CreationOptional<string | null>;
  declare state: CreationOptional<'open' | 'in-progress' | 'done'>;
  declare estimateHours: CreationOptional<number | null>;
  declare project: CreationOptional<{ id: number }>;
  declare assignee: CreationOptional<UserReference | null>;
}

export function initTaskModel(sequelize: Sequelize): void {
  Task.init(
    {
      id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true },
      version: VERSION_COLUMN,
      projectId: { type: DataTypes.INTEGER, allowNull: false },
      name: { type: DataTypes.STRING(255), allowNull: false },
      assigneeId: { type: DataTypes.INTEGER, allowNull: true, defaultValue: null },
      assigneeUsername: { type: DataTypes.STRING(180), allowNull: true, defaultValue: null },
      state: { type: DataTypes.STRING(12), allowNull: false, defaultValue: 'open' },
      estimateHours: { ...decimalColumn('estimateHours', 2), defaultValue: null },
      project: idReferenceColumn('projectId'),
      assignee: userReferenceColumn('assigneeId', 'assigneeUsername'),
    },
    { sequelize, tableName: 'tasks', modelName: 'Task' },
  );
}
