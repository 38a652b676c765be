import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type Sequelize,
} from 'sequelize';
import type { SignageDeviceLogs } from '@theke/contracts';

/** Lines one TV sent (ADR 0042, migration 0008); `commandId` the 'logs' command they answered. */
export class DeviceLog extends Model<InferAttributes<DeviceLog>, InferCreationAttributes<DeviceLog>> {
  declare id: CreationOptional<number>;
  declare deviceId: number;
  declare commandId: number | null;
  declare lines: string[];
  declare receivedAt: CreationOptional<Date>;
}

export function defineDeviceLog(sequelize: Sequelize): void {
  DeviceLog.init(
    {
      id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
      deviceId: { type: DataTypes.INTEGER, allowNull: false },
      commandId: { type: DataTypes.INTEGER, allowNull: true },
      lines: { type: DataTypes.JSONB, allowNull: false },
      receivedAt: { type: DataTypes.DATE, allowNull: false, defaultValue: DataTypes.NOW },
    },
    { sequelize, tableName: 'digital_signage_device_logs', timestamps: false },
  );
}

export function deviceLogJson(log: DeviceLog): SignageDeviceLogs {
  return {
    id: log.id,
    device: { id: log.deviceId },
    command: log.commandId === null ? null : { id: log.commandId },
    receivedAt: log.receivedAt.toISOString(),
    lines: log.lines,
  };
}
