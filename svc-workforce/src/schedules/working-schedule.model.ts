import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type Sequelize,
} from 'sequelize';
import type { UserReference } from '@theke/contracts';
import { idReferenceColumn, userReferenceColumn, VERSION_COLUMN } from '@theke/server';

/**
 * A planned shift (@theke/contracts `workingScheduleDescription`): the employee (`userId`,
 * `username`), the department (`departmentId`), the day and 'HH:MM' times (`to` before `from`
 * runs past midnight) and the planned break.
 */
export class WorkingSchedule extends Model<
  InferAttributes<WorkingSchedule>,
  InferCreationAttributes<WorkingSchedule>
> {
  declare id: CreationOptional<number>;
  declare version: CreationOptional<number>;
  declare userId: number;
  declare username: string;
  declare departmentId: number;
  /** 'YYYY-MM-DD'. */
  declare day: string;
  declare from: string;
  declare to: string;
  declare plannedBreakMinutes: CreationOptional<number>;
  declare note: CreationOptional<string | null>;
  /** The API's `employee: {id, username}` over `userId` and `username`. */
  declare employee: CreationOptional<UserReference>;
  /** The API's `department: {id}` over `departmentId`. */
  declare department: CreationOptional<{ id: number }>;
}

export function initWorkingScheduleModel(sequelize: Sequelize): void {
  WorkingSchedule.init(
    {
      id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true },
      version: VERSION_COLUMN,
      userId: { type: DataTypes.INTEGER, allowNull: false },
      username: { type: DataTypes.STRING(180), allowNull: false },
      departmentId: { type: DataTypes.INTEGER, allowNull: false },
      day: { type: DataTypes.DATEONLY, allowNull: false },
      from: { type: DataTypes.CHAR(5), allowNull: false },
      to: { type: DataTypes.CHAR(5), allowNull: false },
      plannedBreakMinutes: { type: DataTypes.SMALLINT, allowNull: false, defaultValue: 0 },
      note: { type: DataTypes.TEXT, allowNull: true, defaultValue: null },
      employee: userReferenceColumn('userId', 'username'),
      department: idReferenceColumn('departmentId'),
    },
    { sequelize, tableName: 'working_schedules', modelName: 'WorkingSchedule' },
  );
}
