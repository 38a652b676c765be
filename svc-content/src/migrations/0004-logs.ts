import type { Migration } from '@theke/server';

/**
 * Issue 19: the audit log. One row per `<service>.log.recorded` event of any writer; read newest
 * first, by entity and by user. `eventId` names the event that brought the row (tracing).
 */
export const logsTable: Migration = {
  name: '0004-logs',
  async up({ sequelize }) {
    await sequelize.query(`
      CREATE TABLE logs (
        id SERIAL PRIMARY KEY,
        "eventId" UUID NOT NULL UNIQUE,
        service VARCHAR(50) NOT NULL,
        entity VARCHAR(100) NOT NULL,
        "entityId" INTEGER NULL,
        action VARCHAR(20) NOT NULL,
        title TEXT NULL,
        "userId" INTEGER NULL,
        username VARCHAR(180) NULL,
        "occurredAt" TIMESTAMPTZ NOT NULL,
        changes JSONB NOT NULL DEFAULT '{}',
        "receivedAt" TIMESTAMPTZ NOT NULL DEFAULT now()
      );
      CREATE INDEX logs_newest ON logs ("occurredAt" DESC, id DESC);
      CREATE INDEX logs_entity ON logs (entity, "entityId");
      CREATE INDEX logs_user_id ON logs ("userId");
      CREATE INDEX logs_username ON logs (lower(username));`);
  },
};
