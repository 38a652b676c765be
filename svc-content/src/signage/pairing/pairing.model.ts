import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type Sequelize,
} from 'sequelize';

/**
 * A TV waiting to be registered (ADR 0042): the code it shows, the SHA-256 of the secret it polls
 * with, and when staff bound it to a device (the device then points at it by `pairingId`).
 */
export class Pairing extends Model<InferAttributes<Pairing>, InferCreationAttributes<Pairing>> {
  declare id: string;
  declare code: string;
  declare secretHash: string;
  declare expiresAt: Date;
  declare boundAt: CreationOptional<Date | null>;
  declare createdAt: CreationOptional<Date>;
}

export function definePairing(sequelize: Sequelize): void {
  Pairing.init(
    {
      id: { type: DataTypes.UUID, primaryKey: true },
      code: { type: DataTypes.STRING(6), allowNull: false, unique: true },
      secretHash: { type: DataTypes.CHAR(64), allowNull: false },
      expiresAt: { type: DataTypes.DATE, allowNull: false },
      boundAt: { type: DataTypes.DATE, allowNull: true },
      createdAt: DataTypes.DATE,
    },
    { sequelize, tableName: 'digital_signage_pairings', updatedAt: false },
  );
}
