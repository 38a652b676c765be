import type { Migration } from '@theke/server';

/** Gateway database: staff users, sessions (connect-pg-simple layout) and login throttling. */
export const migrations: Migration[] = [
  {
    name: '0001-users-sessions-throttle',
    async up({ sequelize }) {
      await sequelize.query(`
        CREATE TABLE users (
          id SERIAL PRIMARY KEY,
          username VARCHAR(180) NOT NULL UNIQUE,
          name VARCHAR(255) NULL,
          email VARCHAR(255) NULL,
          "passwordHash" VARCHAR(255) NOT NULL,
          roles JSONB NOT NULL DEFAULT '[]',
          "branchIds" JSONB NOT NULL DEFAULT '[]',
          "isEnabled" BOOLEAN NOT NULL DEFAULT TRUE,
          "isLocked" BOOLEAN NOT NULL DEFAULT FALSE,
          "expiresAt" TIMESTAMPTZ NULL,
          "createdAt" TIMESTAMPTZ NOT NULL DEFAULT now(),
          "updatedAt" TIMESTAMPTZ NOT NULL DEFAULT now()
        );
        CREATE TABLE sessions (
          sid VARCHAR NOT NULL PRIMARY KEY,
          sess JSON NOT NULL,
          expire TIMESTAMP(6) NOT NULL
        );
        CREATE INDEX sessions_expire ON sessions (expire);
        CREATE TABLE login_throttle (
          key VARCHAR(255) PRIMARY KEY,
          points INTEGER NOT NULL DEFAULT 0,
          expire BIGINT
        );`);
    },
  },
];
