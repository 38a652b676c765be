import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type Sequelize,
} from 'sequelize';
import type { SignageNowShowing, SignageOrientation } from '@theke/contracts';
import { idReferenceColumn, VERSION_COLUMN } from '@theke/server';

/** A device's stream per scene region. */
export interface DeviceRegion {
  region: string;
  stream: { id: number };
}

/**
 * A TV (@theke/contracts `signageDeviceDescription`). `tokenHash` is the SHA-256 of its token;
 * `pairingId` the pairing staff bound it to, until the TV has fetched its token once.
 */
export class Device extends Model<InferAttributes<Device>, InferCreationAttributes<Device>> {
  declare id: CreationOptional<number>;
  declare version: CreationOptional<number>;
  declare name: string;
  declare branchId: number;
  declare branch: CreationOptional<{ id: number }>;
  declare orientation: SignageOrientation;
  declare sceneId: number | null;
  declare scene: CreationOptional<{ id: number } | null>;
  declare regions: DeviceRegion[];
  declare tokenHash: CreationOptional<string | null>;
  declare pairingId: CreationOptional<string | null>;
  declare pairedAt: CreationOptional<Date | null>;
  declare lastHeartbeatAt: CreationOptional<Date | null>;
  declare nowShowing: CreationOptional<SignageNowShowing>;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;
}

export function defineDevice(sequelize: Sequelize): void {
  Device.init(
    {
      id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
      version: VERSION_COLUMN,
      name: { type: DataTypes.STRING(255), allowNull: false },
      branchId: { type: DataTypes.INTEGER, allowNull: false },
      branch: idReferenceColumn('branchId'),
      orientation: { type: DataTypes.STRING(20), allowNull: false },
      sceneId: { type: DataTypes.INTEGER, allowNull: true },
      scene: idReferenceColumn('sceneId'),
      regions: { type: DataTypes.JSONB, allowNull: false, defaultValue: [] },
      tokenHash: { type: DataTypes.CHAR(64), allowNull: true, unique: true },
      pairingId: { type: DataTypes.UUID, allowNull: true },
      pairedAt: { type: DataTypes.DATE, allowNull: true },
      lastHeartbeatAt: { type: DataTypes.DATE, allowNull: true },
      nowShowing: { type: DataTypes.JSONB, allowNull: false, defaultValue: [] },
      createdAt: DataTypes.DATE,
      updatedAt: DataTypes.DATE,
    },
    { sequelize, tableName: 'digital_signage_devices' },
  );
}
