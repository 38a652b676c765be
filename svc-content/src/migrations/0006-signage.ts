import type { Migration } from '@theke/server';

/**
 * Issue 23 (ADR 0042): digital signage. References between the signage tables are ids checked on
 * write (a deletion still in use answers 409); a device's commands go with the device. A device
 * keeps only the SHA-256 of its token; a pairing only the SHA-256 of its secret.
 */
export const signageTables: Migration = {
  name: '0006-signage',
  async up({ sequelize }) {
    await sequelize.query(`
      CREATE TABLE scenes (
        id SERIAL PRIMARY KEY,
        version INTEGER NOT NULL DEFAULT 1,
        name VARCHAR(255) NOT NULL,
        path VARCHAR(100) NOT NULL UNIQUE,
        orientation VARCHAR(20) NOT NULL,
        regions JSONB NOT NULL DEFAULT '[]',
        "createdAt" TIMESTAMPTZ NOT NULL DEFAULT now(),
        "updatedAt" TIMESTAMPTZ NOT NULL DEFAULT now()
      );
      CREATE TABLE digital_signage_segments (
        id SERIAL PRIMARY KEY,
        version INTEGER NOT NULL DEFAULT 1,
        name VARCHAR(255) NOT NULL,
        type VARCHAR(30) NOT NULL,
        "durationSeconds" INTEGER NOT NULL,
        image JSONB NULL,
        video JSONB NULL,
        "imageTemplateId" INTEGER NULL,
        "blockId" INTEGER NULL,
        "branchId" INTEGER NULL,
        "menuId" INTEGER NULL,
        "removeAfterMinutes" INTEGER NULL,
        "createdAt" TIMESTAMPTZ NOT NULL DEFAULT now(),
        "updatedAt" TIMESTAMPTZ NOT NULL DEFAULT now()
      );
      CREATE INDEX digital_signage_segments_type ON digital_signage_segments (type);
      CREATE INDEX digital_signage_segments_branch ON digital_signage_segments ("branchId");
      CREATE TABLE digital_signage_streams (
        id SERIAL PRIMARY KEY,
        version INTEGER NOT NULL DEFAULT 1,
        name VARCHAR(255) NOT NULL,
        "branchId" INTEGER NULL,
        entries JSONB NOT NULL DEFAULT '[]',
        "createdAt" TIMESTAMPTZ NOT NULL DEFAULT now(),
        "updatedAt" TIMESTAMPTZ NOT NULL DEFAULT now()
      );
      CREATE INDEX digital_signage_streams_branch ON digital_signage_streams ("branchId");
      CREATE INDEX digital_signage_streams_entries ON digital_signage_streams USING GIN (entries jsonb_path_ops);
      CREATE TABLE digital_signage_pairings (
        id UUID PRIMARY KEY,
        code VARCHAR(6) NOT NULL UNIQUE,
        "secretHash" CHAR(64) NOT NULL,
        "expiresAt" TIMESTAMPTZ NOT NULL,
        "boundAt" TIMESTAMPTZ NULL,
        "createdAt" TIMESTAMPTZ NOT NULL DEFAULT now()
      );
      CREATE TABLE digital_signage_devices (
        id SERIAL PRIMARY KEY,
        version INTEGER NOT NULL DEFAULT 1,
        name VARCHAR(255) NOT NULL,
        "branchId" INTEGER NOT NULL,
        orientation VARCHAR(20) NOT NULL,
        "sceneId" INTEGER NULL,
        regions JSONB NOT NULL DEFAULT '[]',
        "tokenHash" CHAR(64) NULL UNIQUE,
        "pairingId" UUID NULL REFERENCES digital_signage_pairings (id) ON DELETE SET NULL,
        "pairedAt" TIMESTAMPTZ NULL,
        "lastHeartbeatAt" TIMESTAMPTZ NULL,
        "nowShowing" JSONB NOT NULL DEFAULT '[]',
        "createdAt" TIMESTAMPTZ NOT NULL DEFAULT now(),
        "updatedAt" TIMESTAMPTZ NOT NULL DEFAULT now()
      );
      CREATE INDEX digital_signage_devices_branch ON digital_signage_devices ("branchId");
      CREATE INDEX digital_signage_devices_scene ON digital_signage_devices ("sceneId");
      CREATE INDEX digital_signage_devices_regions ON digital_signage_devices USING GIN (regions jsonb_path_ops);
      CREATE TABLE digital_signage_commands (
        id SERIAL PRIMARY KEY,
        "deviceId" INTEGER NOT NULL REFERENCES digital_signage_devices (id) ON DELETE CASCADE,
        "branchId" INTEGER NOT NULL,
        command VARCHAR(20) NOT NULL,
        state VARCHAR(20) NOT NULL,
        "sceneId" INTEGER NULL,
        "segmentId" INTEGER NULL,
        "durationSeconds" INTEGER NULL,
        message TEXT NULL,
        "expiresAt" TIMESTAMPTZ NOT NULL,
        "createdAt" TIMESTAMPTZ NOT NULL DEFAULT now(),
        "deliveredAt" TIMESTAMPTZ NULL,
        "acknowledgedAt" TIMESTAMPTZ NULL,
        "abortedAt" TIMESTAMPTZ NULL
      );
      CREATE INDEX digital_signage_commands_device ON digital_signage_commands ("deviceId", id DESC);
      CREATE INDEX digital_signage_commands_open ON digital_signage_commands ("deviceId")
        WHERE state IN ('pending', 'delivered');`);
  },
};
