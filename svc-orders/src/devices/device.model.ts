import {
  DataTypes,
  literal,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type Sequelize,
} from 'sequelize';
import { idReferenceColumn, VERSION_COLUMN } from '@theke/server';

export const DEVICE_TYPES = ['notification', 'printing'] as const;
export type DeviceType = (typeof DEVICE_TYPES)[number];

/** SPEC §7 device of a branch: a screen that announces orders, or a CloudPRNT receipt printer. */
export class Device extends Model<InferAttributes<Device>, InferCreationAttributes<Device>> {
  declare id: CreationOptional<number>;
  declare version: CreationOptional<number>;
  declare identifier: string;
  declare name: string;
  declare type: DeviceType;
  declare branchId: number;
  /** The spec's `branch: {id}` shape over `branchId`. */
  declare branch: CreationOptional<{ id: number }>;
  declare isEnabled: CreationOptional<boolean>;
  /** Printing devices: print every order of the branch when it is confirmed. */
  declare isAutoPrintEnabled: CreationOptional<boolean>;
  /** Printing devices: the secret in the printer's CloudPRNT URL. */
  declare token: CreationOptional<string | null>;
  declare lastSeenAt: CreationOptional<Date | null>;
  declare lastStatus: CreationOptional<string | null>;
  /** The printer's answer to the latest device-log request. */
  declare logs: CreationOptional<string | null>;
  /** Staff asked for the device log; the next poll asks the printer. */
  declare isLogRequested: CreationOptional<boolean>;
  /** Jobs not confirmed printed yet (read with the default scope). */
  declare pendingJobs: CreationOptional<number>;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;
}

const PENDING_JOBS = literal(
  `(SELECT count(*)::int FROM print_jobs j WHERE j."deviceId" = "Device".id AND j.state <> 'printed')`,
);

export function defineDeviceModels(sequelize: Sequelize): void {
  Device.init(
    {
      id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true },
      version: VERSION_COLUMN,
      identifier: { type: DataTypes.STRING(100), allowNull: false },
      name: { type: DataTypes.STRING(255), allowNull: false },
      type: { type: DataTypes.STRING(20), allowNull: false },
      branchId: { type: DataTypes.INTEGER, allowNull: false },
      branch: idReferenceColumn('branchId'),
      isEnabled: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: true },
      isAutoPrintEnabled: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
      token: { type: DataTypes.STRING(64), allowNull: true },
      lastSeenAt: { type: DataTypes.DATE, allowNull: true },
      lastStatus: { type: DataTypes.STRING(255), allowNull: true },
      logs: { type: DataTypes.TEXT, allowNull: true },
      isLogRequested: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
      pendingJobs: { type: DataTypes.VIRTUAL },
      createdAt: { type: DataTypes.DATE, allowNull: false },
      updatedAt: { type: DataTypes.DATE, allowNull: false },
    },
    {
      sequelize,
      tableName: 'devices',
      modelName: 'Device',
      defaultScope: { attributes: { include: [[PENDING_JOBS, 'pendingJobs']] } },
    },
  );
}
