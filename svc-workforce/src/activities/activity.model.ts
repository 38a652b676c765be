import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type Sequelize,
} from 'sequelize';
import { VERSION_COLUMN } from '@theke/server';

/** A pause inside an activity, ISO instants; `end: null` while the employee is on it. */
export interface ActivityPause {
  start: string;
  end: string | null;
}

export const RECORDED_VIA = ['app', 'link', 'manager'] as const;
export type RecordedVia = (typeof RECORDED_VIA)[number];

/**
 * One working activity of an employee (table `working_activities`, ADR 0041): from `start` to
 * `end` (null while running or paused), the pauses inside it, booked on a department and
 * optionally a project and task. The employee is the gateway's user: id and the name it had.
 */
export class WorkingActivity extends Model<
  InferAttributes<WorkingActivity>,
  InferCreationAttributes<WorkingActivity>
> {
  declare id: CreationOptional<number>;
  declare version: CreationOptional<number>;
  declare userId: number;
  declare username: string;
  declare departmentId: number | null;
  declare projectId: CreationOptional<number | null>;
  declare taskId: CreationOptional<number | null>;
  declare start: Date;
  declare end: CreationOptional<Date | null>;
  declare pauses: CreationOptional<ActivityPause[]>;
  declare note: CreationOptional<string | null>;
  declare recordedVia: RecordedVia;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;
}

/** The fields of an activity the API shows: a model instance, or a row the clock wrote itself. */
export type ActivityRecord = Pick<
  WorkingActivity,
  | 'id'
  | 'version'
  | 'userId'
  | 'username'
  | 'departmentId'
  | 'projectId'
  | 'taskId'
  | 'start'
  | 'end'
  | 'pauses'
  | 'note'
  | 'recordedVia'
>;

export const CORRECTION_STATES = ['pending', 'approved', 'rejected'] as const;
export type CorrectionState = (typeof CORRECTION_STATES)[number];

/** Who asked: an administrator (applied at once), an employee, or a clock action older than 24 h. */
export const CORRECTION_ORIGINS = ['manager', 'request', 'clock'] as const;
export type CorrectionOrigin = (typeof CORRECTION_ORIGINS)[number];

/** The times of an activity as a correction proposes or replaced them (API shape, ISO instants). */
export interface ActivityTimes {
  start: string;
  end: string | null;
  pauses: ActivityPause[];
  note: string | null;
  department: { id: number } | null;
  project: { id: number } | null;
  task: { id: number } | null;
}

/**
 * A correction of an employee's recorded time (table `working_activity_corrections`): `before`
 * and `after` as the API shows the activity's times; `activityId` null with `before` null asks to
 * create a missing activity, `after` null removes one. An administrator's is approved at once,
 * an employee's (and a clock action older than 24 h) waits as `pending`.
 */
export class WorkingActivityCorrection extends Model<
  InferAttributes<WorkingActivityCorrection>,
  InferCreationAttributes<WorkingActivityCorrection>
> {
  declare id: CreationOptional<number>;
  declare version: CreationOptional<number>;
  declare activityId: number | null;
  declare userId: number;
  declare username: string;
  declare authorId: number | null;
  declare authorName: string | null;
  declare reason: string;
  declare before: ActivityTimes | null;
  declare after: ActivityTimes | null;
  declare state: CorrectionState;
  declare origin: CorrectionOrigin;
  declare decidedById: CreationOptional<number | null>;
  declare decidedByName: CreationOptional<string | null>;
  declare decidedAt: CreationOptional<Date | null>;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;
}

export function initActivityModels(sequelize: Sequelize): void {
  WorkingActivity.init(
    {
      id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true },
      version: VERSION_COLUMN,
      userId: { type: DataTypes.INTEGER, allowNull: false },
      username: { type: DataTypes.STRING(180), allowNull: false },
      departmentId: { type: DataTypes.INTEGER, allowNull: true },
      projectId: { type: DataTypes.INTEGER, allowNull: true, defaultValue: null },
      taskId: { type: DataTypes.INTEGER, allowNull: true, defaultValue: null },
      start: { type: DataTypes.DATE, allowNull: false },
      end: { type: DataTypes.DATE, allowNull: true, defaultValue: null },
      pauses: { type: DataTypes.JSONB, allowNull: false, defaultValue: [] },
      note: { type: DataTypes.TEXT, allowNull: true, defaultValue: null },
      recordedVia: { type: DataTypes.STRING(10), allowNull: false },
      createdAt: DataTypes.DATE,
      updatedAt: DataTypes.DATE,
    },
    { sequelize, tableName: 'working_activities', modelName: 'WorkingActivity' },
  );
  WorkingActivityCorrection.init(
    {
      id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true },
      version: VERSION_COLUMN,
      activityId: { type: DataTypes.INTEGER, allowNull: true },
      userId: { type: DataTypes.INTEGER, allowNull: false },
      username: { type: DataTypes.STRING(180), allowNull: false },
      authorId: { type: DataTypes.INTEGER, allowNull: true },
      authorName: { type: DataTypes.STRING(180), allowNull: true },
      reason: { type: DataTypes.TEXT, allowNull: false },
      before: { type: DataTypes.JSONB, allowNull: true },
      after: { type: DataTypes.JSONB, allowNull: true },
      state: { type: DataTypes.STRING(10), allowNull: false, defaultValue: 'pending' },
      origin: { type: DataTypes.STRING(10), allowNull: false },
      decidedById: { type: DataTypes.INTEGER, allowNull: true, defaultValue: null },
      decidedByName: { type: DataTypes.STRING(180), allowNull: true, defaultValue: null },
      decidedAt: { type: DataTypes.DATE, allowNull: true, defaultValue: null },
      createdAt: DataTypes.DATE,
      updatedAt: DataTypes.DATE,
    },
    { sequelize, tableName: 'working_activity_corrections', modelName: 'WorkingActivityCorrection' },
  );
}
