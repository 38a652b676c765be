import type { Migration } from '@theke/server';

/**
 * Working activities, their corrections and the clock's idempotency keys (issue 21, ADR 0041).
 *
 * - One open (running or paused) activity per employee: the partial unique index is the last
 *   guard behind the clock's per-employee advisory lock.
 * - `pauses` is the activity's own list `[{start, end|null}]` (ISO instants): an activity and its
 *   pauses change together in one row, and the time sheet reads one row per activity.
 * - No foreign keys to departments, projects or tasks: a department leaves with its deleted
 *   branch (departments/branch-removal.ts), but a recorded time keeps what it was booked on.
 * - Corrections keep the activity's id without a foreign key: the request of a deletion outlives
 *   the row, and a null `activityId` means "an activity to create".
 */
export const timeTrackingSchema: Migration = {
  name: '0003-time-tracking',
  async up({ sequelize }) {
    await sequelize.query(`
      CREATE TABLE working_activities (
        id SERIAL PRIMARY KEY,
        version INTEGER NOT NULL DEFAULT 1,
        "userId" INTEGER NOT NULL,
        username VARCHAR(180) NOT NULL,
        "departmentId" INTEGER NULL,
        "projectId" INTEGER NULL,
        "taskId" INTEGER NULL,
        start TIMESTAMPTZ NOT NULL,
        "end" TIMESTAMPTZ NULL,
        pauses JSONB NOT NULL DEFAULT '[]',
        note TEXT NULL,
        "recordedVia" VARCHAR(10) NOT NULL DEFAULT 'app' CHECK ("recordedVia" IN ('app', 'link', 'manager')),
        "createdAt" TIMESTAMPTZ NOT NULL DEFAULT now(),
        "updatedAt" TIMESTAMPTZ NOT NULL DEFAULT now(),
        CHECK ("end" IS NULL OR "end" >= start),
        CHECK (jsonb_typeof(pauses) = 'array')
      );
      CREATE UNIQUE INDEX working_activities_one_open ON working_activities ("userId") WHERE "end" IS NULL;
      CREATE INDEX working_activities_user_start ON working_activities ("userId", start);
      CREATE INDEX working_activities_start ON working_activities (start);

      CREATE TABLE time_tracking_actions (
        "userId" INTEGER NOT NULL,
        key VARCHAR(200) NOT NULL,
        action VARCHAR(10) NOT NULL,
        -- The first answer, replayed as it was for the same key.
        status SMALLINT NOT NULL,
        body JSONB NOT NULL,
        "createdAt" TIMESTAMPTZ NOT NULL DEFAULT now(),
        PRIMARY KEY ("userId", key)
      );

      CREATE TABLE working_activity_corrections (
        id SERIAL PRIMARY KEY,
        version INTEGER NOT NULL DEFAULT 1,
        "activityId" INTEGER NULL,
        "userId" INTEGER NOT NULL,
        username VARCHAR(180) NOT NULL,
        "authorId" INTEGER NULL,
        "authorName" VARCHAR(180) NULL,
        reason TEXT NOT NULL,
        before JSONB NULL,
        after JSONB NULL,
        state VARCHAR(10) NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'approved', 'rejected')),
        -- 'manager': an administrator's (applied at once); 'request': an employee's; 'clock': a
        -- clock action older than 24 h, which later late actions of the same offline batch extend.
        origin VARCHAR(10) NOT NULL CHECK (origin IN ('manager', 'request', 'clock')),
        "decidedById" INTEGER NULL,
        "decidedByName" VARCHAR(180) NULL,
        "decidedAt" TIMESTAMPTZ NULL,
        "createdAt" TIMESTAMPTZ NOT NULL DEFAULT now(),
        "updatedAt" TIMESTAMPTZ NOT NULL DEFAULT now()
      );
      CREATE INDEX working_activity_corrections_user_state ON working_activity_corrections ("userId", state);
      CREATE INDEX working_activity_corrections_state ON working_activity_corrections (state, id);
      CREATE INDEX working_activity_corrections_activity ON working_activity_corrections ("activityId");
    `);
  },
};
