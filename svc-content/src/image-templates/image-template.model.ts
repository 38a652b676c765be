import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type Sequelize,
} from 'sequelize';
import type { ImageTemplateLayer } from '@theke/contracts';
import { VERSION_COLUMN } from '@theke/server';

/** A canvas with ordered layers (@theke/contracts `imageTemplateDescription`), the layers as stored JSON. */
export class ImageTemplate extends Model<InferAttributes<ImageTemplate>, InferCreationAttributes<ImageTemplate>> {
  declare id: CreationOptional<number>;
  declare version: CreationOptional<number>;
  declare name: string;
  declare width: number;
  declare height: number;
  declare background: string;
  declare layers: ImageTemplateLayer[];
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;
}

export function defineImageTemplate(sequelize: Sequelize): void {
  ImageTemplate.init(
    {
      id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
      version: VERSION_COLUMN,
      name: { type: DataTypes.STRING(255), allowNull: false },
      width: { type: DataTypes.INTEGER, allowNull: false },
      height: { type: DataTypes.INTEGER, allowNull: false },
      background: { type: DataTypes.STRING(7), allowNull: false },
      layers: { type: DataTypes.JSONB, allowNull: false, defaultValue: [] },
      createdAt: DataTypes.DATE,
      updatedAt: DataTypes.DATE,
    },
    { sequelize, tableName: 'image_templates' },
  );
}
