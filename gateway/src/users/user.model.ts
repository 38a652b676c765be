import { DataTypes, Model, type Sequelize } from 'sequelize';
import type { StaffUser } from '@theke/contracts';

export class User extends Model {
  declare id: number;
  declare username: string;
  declare name: string | null;
  declare email: string | null;
  declare passwordHash: string;
  declare roles: StaffUser['roles'];
  declare branchIds: number[];
  declare isEnabled: boolean;
  declare isLocked: boolean;
  declare expiresAt: Date | null;
  /** Raised by every save through the users API (issue 19: a stale save is 409). */
  declare version: number;
  /** The clock link's token (ADR 0041); never part of a user as the API shows it. */
  declare timeTrackingToken: string | null;
}

export function defineUser(sequelize: Sequelize): void {
  User.init(
    {
      id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
      username: { type: DataTypes.STRING(180), allowNull: false, unique: true },
      name: { type: DataTypes.STRING, allowNull: true },
      email: { type: DataTypes.STRING, allowNull: true },
      passwordHash: { type: DataTypes.STRING, allowNull: false },
      roles: { type: DataTypes.JSONB, allowNull: false, defaultValue: [] },
      branchIds: { type: DataTypes.JSONB, allowNull: false, defaultValue: [] },
      isEnabled: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: true },
      isLocked: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
      expiresAt: { type: DataTypes.DATE, allowNull: true },
      version: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 1 },
      timeTrackingToken: { type: DataTypes.STRING(64), allowNull: true, unique: true },
    },
    { sequelize, tableName: 'users' },
  );
}

/**
 * What the API shows of a user, as `@theke/contracts` declares it once (SPEC §7 users): never the
 * hash, never the clock link's token. SPEC §6: roles and user.branches with ids.
 */
export function toUserView(user: User): StaffUser {
  return {
    id: user.id,
    username: user.username,
    name: user.name,
    email: user.email,
    roles: user.roles,
    branches: user.branchIds.map((id) => ({ id })),
    isEnabled: user.isEnabled,
    isLocked: user.isLocked,
    expiresAt: user.expiresAt ? user.expiresAt.toISOString() : null,
    version: user.version,
  };
}
