import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type Sequelize,
} from 'sequelize';
import type { SignageSegmentType, UploadReference } from '@theke/contracts';
import type { ImageReference } from '@theke/domain';
import { idReferenceColumn, VERSION_COLUMN } from '@theke/server';

/**
 * One thing a TV shows for a duration (@theke/contracts `signageSegmentDescription`). References
 * are id columns spoken as `{id}` at the API; the image and the video are stored as referenced.
 */
export class Segment extends Model<InferAttributes<Segment>, InferCreationAttributes<Segment>> {
  declare id: CreationOptional<number>;
  declare version: CreationOptional<number>;
  declare name: string;
  declare type: SignageSegmentType;
  declare durationSeconds: number;
  declare image: ImageReference | null;
  declare video: UploadReference | null;
  declare imageTemplateId: number | null;
  declare blockId: number | null;
  declare branchId: number | null;
  declare menuId: number | null;
  declare removeAfterMinutes: number | null;
  declare imageTemplate: CreationOptional<{ id: number } | null>;
  declare block: CreationOptional<{ id: number } | null>;
  declare branch: CreationOptional<{ id: number } | null>;
  declare menu: CreationOptional<{ id: number } | null>;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;
}

export function defineSegment(sequelize: Sequelize): void {
  Segment.init(
    {
      id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
      version: VERSION_COLUMN,
      name: { type: DataTypes.STRING(255), allowNull: false },
      type: { type: DataTypes.STRING(30), allowNull: false },
      durationSeconds: { type: DataTypes.INTEGER, allowNull: false },
      image: { type: DataTypes.JSONB, allowNull: true },
      video: { type: DataTypes.JSONB, allowNull: true },
      imageTemplateId: { type: DataTypes.INTEGER, allowNull: true },
      blockId: { type: DataTypes.INTEGER, allowNull: true },
      branchId: { type: DataTypes.INTEGER, allowNull: true },
      menuId: { type: DataTypes.INTEGER, allowNull: true },
      removeAfterMinutes: { type: DataTypes.INTEGER, allowNull: true },
      imageTemplate: idReferenceColumn('imageTemplateId'),
      block: idReferenceColumn('blockId'),
      branch: idReferenceColumn('branchId'),
      menu: idReferenceColumn('menuId'),
      createdAt: DataTypes.DATE,
      updatedAt: DataTypes.DATE,
    },
    { sequelize, tableName: 'digital_signage_segments' },
  );
}
