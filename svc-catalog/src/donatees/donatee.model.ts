import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type Sequelize,
} from 'sequelize';
import { VERSION_COLUMN } from '@theke/server';

/** SPEC §3 Donatee (donation recipient): id, identifier, name, description. */
export class Donatee extends Model<InferAttributes<Donatee>, InferCreationAttributes<Donatee>> {
  declare id: CreationOptional<number>;
  declare version: CreationOptional<number>;
  declare identifier: string;
  declare name: string;
  declare description: CreationOptional<string | null>;
}

export function initDonateeModel(sequelize: Sequelize): void {
  Donatee.init(
    {
      id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true },
      version: VERSION_COLUMN,
      identifier: { type: DataTypes.STRING(100), allowNull: false },
      name: { type: DataTypes.STRING(255), allowNull: false },
      description: { type: DataTypes.TEXT, allowNull: true, defaultValue: null },
    },
    { sequelize, tableName: 'donatees', modelName: 'Donatee' },
  );
}
