import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type Sequelize,
} from 'sequelize';
import { VERSION_COLUMN } from '@theke/server';
import type { ImageReference } from '@theke/domain';

/** SPEC §3 Tag: id, name, image. */
export class Tag extends Model<InferAttributes<Tag>, InferCreationAttributes<Tag>> {
  declare id: CreationOptional<number>;
  declare version: CreationOptional<number>;
  declare name: string;
  declare image: CreationOptional<ImageReference | null>;
}

export function initTagModel(sequelize: Sequelize): void {
  Tag.init(
    {
      id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true },
      version: VERSION_COLUMN,
      name: { type: DataTypes.STRING(100), allowNull: false },
      image: { type: DataTypes.JSONB, allowNull: true, defaultValue: null },
    },
    { sequelize, tableName: 'tags', modelName: 'Tag' },
  );
}
