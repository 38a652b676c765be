import type { Migration } from '@theke/server';

/**
 * Issue 23, ADR 0042: what a TV sent for the 'logs' command. One row per `POST
 * /digital-signage-player/logs`, its lines as a JSON array; only the latest few per TV are kept
 * (the route deletes older ones), and a deleted TV takes its lines along.
 */
export const signageLogsTable: Migration = {
  name: '0008-signage-logs',
  async up({ sequelize }) {
    await sequelize.query(`
      CREATE TABLE digital_signage_device_logs (
        id SERIAL PRIMARY KEY,
        "deviceId" INTEGER NOT NULL REFERENCES digital_signage_devices (id) ON DELETE CASCADE,
        "commandId" INTEGER NULL REFERENCES digital_signage_commands (id) ON DELETE SET NULL,
        lines JSONB NOT NULL,
        "receivedAt" TIMESTAMPTZ NOT NULL DEFAULT now()
      );
      CREATE INDEX digital_signage_device_logs_device ON digital_signage_device_logs ("deviceId", id DESC);`);
  },
};
