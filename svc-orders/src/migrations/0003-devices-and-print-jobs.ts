import type { Migration } from '@theke/server';

/**
 * Notification and printing devices of a branch (SPEC §7 devices) and the receipts queued for
 * printers (docs/adr/0018-devices-and-cloudprnt.md). A job is unique per device and cause, so a
 * replayed event or a repeated confirmation queues nothing twice.
 */
export const devicesAndPrintJobs: Migration = {
  name: '0003-devices-and-print-jobs',
  async up({ sequelize }) {
    await sequelize.query(`
      CREATE TABLE devices (
        id SERIAL PRIMARY KEY,
        identifier VARCHAR(100) NOT NULL,
        name VARCHAR(255) NOT NULL,
        type VARCHAR(20) NOT NULL CHECK (type IN ('notification', 'printing')),
        "branchId" INTEGER NOT NULL,
        "isEnabled" BOOLEAN NOT NULL DEFAULT true,
        "isAutoPrintEnabled" BOOLEAN NOT NULL DEFAULT false,
        token VARCHAR(64) NULL,
        "lastSeenAt" TIMESTAMPTZ NULL,
        "lastStatus" VARCHAR(255) NULL,
        logs TEXT NULL,
        "isLogRequested" BOOLEAN NOT NULL DEFAULT false,
        "createdAt" TIMESTAMPTZ NOT NULL DEFAULT now(),
        "updatedAt" TIMESTAMPTZ NOT NULL DEFAULT now()
      );
      CREATE UNIQUE INDEX devices_identifier ON devices ("branchId", identifier);
      CREATE UNIQUE INDEX devices_token ON devices (token) WHERE token IS NOT NULL;

      CREATE TABLE print_jobs (
        id SERIAL PRIMARY KEY,
        "deviceId" INTEGER NOT NULL REFERENCES devices (id) ON DELETE CASCADE,
        "orderId" INTEGER NULL,
        cause VARCHAR(100) NOT NULL,
        state VARCHAR(10) NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'fetched', 'printed')),
        attempts INTEGER NOT NULL DEFAULT 0,
        "lastCode" VARCHAR(100) NULL,
        receipt TEXT NOT NULL,
        markup TEXT NOT NULL,
        "createdAt" TIMESTAMPTZ NOT NULL DEFAULT now(),
        "fetchedAt" TIMESTAMPTZ NULL,
        "printedAt" TIMESTAMPTZ NULL,
        UNIQUE ("deviceId", cause)
      );
      CREATE INDEX print_jobs_open ON print_jobs ("deviceId", id) WHERE state <> 'printed';`);
  },
};
