import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type Sequelize,
} from 'sequelize';
import type { SignageCommandName, SignageCommandState } from '@theke/contracts';

/** A command to one TV with its state (ADR 0042 "Commands"); `branchId` is the device's when sent. */
export class Command extends Model<InferAttributes<Command>, InferCreationAttributes<Command>> {
  declare id: CreationOptional<number>;
  declare deviceId: number;
  declare branchId: number;
  declare command: SignageCommandName;
  declare state: SignageCommandState;
  declare sceneId: number | null;
  declare segmentId: number | null;
  declare durationSeconds: number | null;
  declare message: string | null;
  declare expiresAt: Date;
  declare createdAt: CreationOptional<Date>;
  declare deliveredAt: CreationOptional<Date | null>;
  declare acknowledgedAt: CreationOptional<Date | null>;
  declare abortedAt: CreationOptional<Date | null>;
}

export function defineCommand(sequelize: Sequelize): void {
  Command.init(
    {
      id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
      deviceId: { type: DataTypes.INTEGER, allowNull: false },
      branchId: { type: DataTypes.INTEGER, allowNull: false },
      command: { type: DataTypes.STRING(20), allowNull: false },
      state: { type: DataTypes.STRING(20), allowNull: false },
      sceneId: { type: DataTypes.INTEGER, allowNull: true },
      segmentId: { type: DataTypes.INTEGER, allowNull: true },
      durationSeconds: { type: DataTypes.INTEGER, allowNull: true },
      message: { type: DataTypes.TEXT, allowNull: true },
      expiresAt: { type: DataTypes.DATE, allowNull: false },
      createdAt: DataTypes.DATE,
      deliveredAt: { type: DataTypes.DATE, allowNull: true },
      acknowledgedAt: { type: DataTypes.DATE, allowNull: true },
      abortedAt: { type: DataTypes.DATE, allowNull: true },
    },
    { sequelize, tableName: 'digital_signage_commands', updatedAt: false },
  );
}
