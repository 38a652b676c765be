import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type Sequelize,
} from 'sequelize';
import type { SceneRegion, SignageOrientation } from '@theke/contracts';
import { VERSION_COLUMN } from '@theke/server';

/** A screen layout (@theke/contracts `sceneDescription`): named regions in percent of the screen. */
export class Scene extends Model<InferAttributes<Scene>, InferCreationAttributes<Scene>> {
  declare id: CreationOptional<number>;
  declare version: CreationOptional<number>;
  declare name: string;
  declare path: string;
  declare orientation: SignageOrientation;
  declare regions: SceneRegion[];
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;
}

export function defineScene(sequelize: Sequelize): void {
  Scene.init(
    {
      id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
      version: VERSION_COLUMN,
      name: { type: DataTypes.STRING(255), allowNull: false },
      path: { type: DataTypes.STRING(100), allowNull: false, unique: true },
      orientation: { type: DataTypes.STRING(20), allowNull: false },
      regions: { type: DataTypes.JSONB, allowNull: false, defaultValue: [] },
      createdAt: DataTypes.DATE,
      updatedAt: DataTypes.DATE,
    },
    { sequelize, tableName: 'scenes' },
  );
}
