import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type Sequelize,
} from 'sequelize';
import type { AbsenceKind, UserReference } from '@theke/contracts';
import { userReferenceColumn, VERSION_COLUMN } from '@theke/server';

/**
 * An absence (@theke/contracts `absenceDescription`): holiday, sick leave or other, from one day
 * to another, with its working days (Monday to Friday) computed on save.
 */
export class Absence extends Model<InferAttributes<Absence>, InferCreationAttributes<Absence>> {
  declare id: CreationOptional<number>;
  declare version: CreationOptional<number>;
  declare userId: number;
  declare username: string;
  declare kind: AbsenceKind;
  /** 'YYYY-MM-DD'. */
  declare from: string;
  declare to: string;
  declare days: number;
  declare note: CreationOptional<string | null>;
  declare employee: CreationOptional<UserReference>;
}

export function initAbsenceModel(sequelize: Sequelize): void {
  Absence.init(
    {
      id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true },
      version: VERSION_COLUMN,
      userId: { type: DataTypes.INTEGER, allowNull: false },
      username: { type: DataTypes.STRING(180), allowNull: false },
      kind: { type: DataTypes.STRING(10), allowNull: false },
      from: { type: DataTypes.DATEONLY, allowNull: false },
      to: { type: DataTypes.DATEONLY, allowNull: false },
      days: { type: DataTypes.SMALLINT, allowNull: false },
      note: { type: DataTypes.TEXT, allowNull: true, defaultValue: null },
      employee: userReferenceColumn('userId', 'username'),
    },
    { sequelize, tableName: 'absences', modelName: 'Absence' },
  );
}
