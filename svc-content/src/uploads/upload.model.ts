import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type Sequelize,
} from 'sequelize';
import type { UploadExtension } from './file-types';

/** Staff upload files for the website; guests attach them to the contact form. */
export const UPLOAD_ORIGINS = ['staff', 'guest'] as const;
export type UploadOrigin = (typeof UPLOAD_ORIGINS)[number];

/**
 * SPEC §3 uploaded file: id, version, extension, publicHash, mimeType; plus name and size.
 * Served at `/upload/{publicHash}/{id}-{version}.{extension}`: the hash is the capability, the
 * version grows when the file is replaced. `storageKey` is the random name of the bytes in the
 * file store and never leaves the service.
 */
export class Upload extends Model<InferAttributes<Upload>, InferCreationAttributes<Upload>> {
  declare id: CreationOptional<number>;
  declare version: CreationOptional<number>;
  declare extension: UploadExtension;
  declare publicHash: string;
  declare mimeType: string;
  declare name: string;
  declare size: number;
  declare storageKey: string;
  declare origin: UploadOrigin;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;
}

export function defineUpload(sequelize: Sequelize): void {
  Upload.init(
    {
      id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
      version: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 1 },
      extension: { type: DataTypes.STRING(10), allowNull: false },
      publicHash: { type: DataTypes.STRING(64), allowNull: false },
      mimeType: { type: DataTypes.STRING(255), allowNull: false },
      name: { type: DataTypes.STRING(255), allowNull: false },
      size: { type: DataTypes.INTEGER, allowNull: false },
      storageKey: { type: DataTypes.STRING(255), allowNull: false },
      origin: { type: DataTypes.STRING(10), allowNull: false },
      createdAt: DataTypes.DATE,
      updatedAt: DataTypes.DATE,
    },
    { sequelize, tableName: 'uploads' },
  );
}

/** The URL of the file and of its preview image (SPEC §7 media by path). */
export const uploadUrl = (upload: Pick<Upload, 'id' | 'version' | 'extension' | 'publicHash'>) =>
  `/upload/${upload.publicHash}/${upload.id}-${upload.version}.${upload.extension}`;
export const uploadPreviewUrl = (upload: Pick<Upload, 'id' | 'version' | 'publicHash'>) =>
  `/upload/${upload.publicHash}/preview/${upload.id}-${upload.version}.jpg`;

/** SPEC §3 uploaded file as other content embeds it, with its addresses. */
export function uploadJson(upload: Upload): Record<string, unknown> {
  return {
    id: upload.id,
    version: upload.version,
    extension: upload.extension,
    publicHash: upload.publicHash,
    mimeType: upload.mimeType,
    name: upload.name,
    size: upload.size,
    url: uploadUrl(upload),
    previewUrl: uploadPreviewUrl(upload),
    createdAt: upload.createdAt,
    updatedAt: upload.updatedAt,
  };
}
