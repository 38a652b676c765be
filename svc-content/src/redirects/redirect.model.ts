import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type Sequelize,
} from 'sequelize';
import { VERSION_COLUMN } from '@theke/server';

/** SPEC §3 redirect: an old path of the website that answers a 301 to `target` (a path or an address). */
export class Redirect extends Model<InferAttributes<Redirect>, InferCreationAttributes<Redirect>> {
  declare id: CreationOptional<number>;
  declare version: CreationOptional<number>;
  declare path: string;
  declare target: string;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;
}

export function defineRedirect(sequelize: Sequelize): void {
  Redirect.init(
    {
      id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
      version: VERSION_COLUMN,
      path: { type: DataTypes.STRING(255), allowNull: false, unique: true },
      target: { type: DataTypes.STRING(2048), allowNull: false },
      createdAt: DataTypes.DATE,
      updatedAt: DataTypes.DATE,
    },
    { sequelize, tableName: 'redirects' },
  );
}
