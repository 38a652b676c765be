import { DataTypes, Model, type Sequelize } from 'sequelize';

/** A one-time login link as stored: the SHA-256 of its token, never the token (ADR 0029). */
export class LoginLink extends Model {
  declare id: number;
  declare userId: number;
  declare tokenHash: string;
  declare expiresAt: Date;
  declare usedAt: Date | null;
  declare createdAt: Date;
}

export function defineLoginLink(sequelize: Sequelize): void {
  LoginLink.init(
    {
      id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
      userId: { type: DataTypes.INTEGER, allowNull: false },
      tokenHash: { type: DataTypes.CHAR(64), allowNull: false, unique: true },
      expiresAt: { type: DataTypes.DATE, allowNull: false },
      usedAt: { type: DataTypes.DATE, allowNull: true },
    },
    { sequelize, tableName: 'login_links', updatedAt: false },
  );
}
