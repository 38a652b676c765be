import { versionColumnsMigration, type Migration } from '@theke/server';

/** Gateway database: staff users, sessions (connect-pg-simple layout), login throttling, live events, login links, clock-link tokens. */
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
  {
    // docs/adr/0021: the live-event log every replica appends to; `seq` is the SSE `id:`.
    name: '0002-live-events',
    async up({ sequelize }) {
      await sequelize.query(`
        CREATE TABLE live_events (
          seq BIGSERIAL PRIMARY KEY,
          id VARCHAR(100) NOT NULL UNIQUE,
          type VARCHAR(200) NOT NULL,
          "branchId" INTEGER NULL,
          envelope TEXT NOT NULL,
          "receivedAt" TIMESTAMPTZ NOT NULL DEFAULT clock_timestamp()
        );
        CREATE INDEX live_events_received_at ON live_events ("receivedAt");
        CREATE TABLE live_events_horizon (
          id SMALLINT PRIMARY KEY DEFAULT 1 CHECK (id = 1),
          seq BIGINT NOT NULL DEFAULT 0
        );
        INSERT INTO live_events_horizon DEFAULT VALUES;`);
    },
  },
  {
    // docs/adr/0029: one-time login links; only the SHA-256 of a token is stored.
    name: '0003-login-links',
    async up({ sequelize }) {
      await sequelize.query(`
        CREATE TABLE login_links (
          id SERIAL PRIMARY KEY,
          "userId" INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
          "tokenHash" CHAR(64) NOT NULL UNIQUE,
          "expiresAt" TIMESTAMPTZ NOT NULL,
          "usedAt" TIMESTAMPTZ NULL,
          "createdAt" TIMESTAMPTZ NOT NULL DEFAULT now()
        );
        CREATE INDEX login_links_user ON login_links ("userId");
        CREATE INDEX login_links_expires_at ON login_links ("expiresAt");`);
    },
  },
  // Issue 19: the version a save of a staff account is checked against (lost updates).
  versionColumnsMigration('0004-users-version', ['users']),
  {
    // docs/adr/0041: the clock link's personal token (256 random bits, base64url); null: none yet or revoked.
    name: '0005-users-time-tracking-token',
    async up({ sequelize }) {
      await sequelize.query(`ALTER TABLE users ADD COLUMN "timeTrackingToken" VARCHAR(64) NULL UNIQUE`);
    },
  },
];
