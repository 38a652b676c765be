import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type Sequelize,
} from 'sequelize';
import { VERSION_COLUMN } from '@theke/server';
import type { ImageReference, OpeningHourRule } from '@theke/domain';

/** SPEC §3 Category: id, name, image, isEnabled, schedule, isVisibleWhenUnavailable. */
export class Category extends Model<InferAttributes<Category>, InferCreationAttributes<Category>> {
  declare id: CreationOptional<number>;
  declare version: CreationOptional<number>;
  declare name: string;
  declare image: CreationOptional<ImageReference | null>;
  declare isEnabled: CreationOptional<boolean>;
  declare schedule: CreationOptional<OpeningHourRule[] | null>;
  declare isVisibleWhenUnavailable: CreationOptional<boolean>;
}

export function initCategoryModel(sequelize: Sequelize): void {
  Category.init(
    {
      id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true },
      version: VERSION_COLUMN,
      name: { type: DataTypes.STRING(255), allowNull: false },
      image: { type: DataTypes.JSONB, allowNull: true, defaultValue: null },
      isEnabled: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: true },
      schedule: { type: DataTypes.JSONB, allowNull: true, defaultValue: null },
      isVisibleWhenUnavailable: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
    },
    { sequelize, tableName: 'categories', modelName: 'Category' },
  );
}
