import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type Sequelize,
} from 'sequelize';
import type { BlockContent, BlockType } from '@theke/contracts';
import { VERSION_COLUMN } from '@theke/server';

/** A reusable piece of content, addressed by its identifier. */
export class Block extends Model<InferAttributes<Block>, InferCreationAttributes<Block>> {
  declare id: CreationOptional<number>;
  declare version: CreationOptional<number>;
  declare identifier: string;
  declare name: string;
  declare type: BlockType;
  declare isPublic: boolean;
  declare content: BlockContent;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;
}

export function defineBlock(sequelize: Sequelize): void {
  Block.init(
    {
      id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
      version: VERSION_COLUMN,
      identifier: { type: DataTypes.STRING(100), allowNull: false, unique: true },
      name: { type: DataTypes.STRING(255), allowNull: false },
      type: { type: DataTypes.STRING(50), allowNull: false },
      isPublic: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
      content: { type: DataTypes.JSONB, allowNull: false, defaultValue: { text: null } },
      createdAt: DataTypes.DATE,
      updatedAt: DataTypes.DATE,
    },
    { sequelize, tableName: 'blocks' },
  );
}
