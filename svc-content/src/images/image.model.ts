import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type Sequelize,
} from 'sequelize';

/** SPEC §5: image uploads accept .jpg, .jpeg, .png, .gif. The type is read from the content. */
export const IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'gif'] as const;
export type ImageExtension = (typeof IMAGE_EXTENSIONS)[number];

/**
 * An uploaded image. `version` grows when the file is replaced, so every URL
 * `/image/{id}-{version}.{extension}` names bytes that never change (immutable caching).
 */
export class Image extends Model<InferAttributes<Image>, InferCreationAttributes<Image>> {
  declare id: CreationOptional<number>;
  declare version: CreationOptional<number>;
  declare extension: ImageExtension;
  /** Pixel width of the original as displayed (after its EXIF orientation). */
  declare width: number;
  declare height: number;
  /** Bytes of the original file. */
  declare size: number;
  declare alt: string | null;
  declare name: string | null;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;
}

export function defineImage(sequelize: Sequelize): void {
  Image.init(
    {
      id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
      version: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 1 },
      extension: { type: DataTypes.STRING(10), allowNull: false },
      width: { type: DataTypes.INTEGER, allowNull: false },
      height: { type: DataTypes.INTEGER, allowNull: false },
      size: { type: DataTypes.INTEGER, allowNull: false },
      alt: { type: DataTypes.STRING(255), allowNull: true },
      name: { type: DataTypes.STRING(255), allowNull: true },
      createdAt: DataTypes.DATE,
      updatedAt: DataTypes.DATE,
    },
    { sequelize, tableName: 'images' },
  );
}
