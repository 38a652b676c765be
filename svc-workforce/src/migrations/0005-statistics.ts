import type { Migration } from '@theke/server';

/**
 * The worked-time rollup of the statistics (issue 22, ADR 0043): the worked milliseconds of each
 * ended activity per hour bucket (a bucket is the instant its hour starts). The statistics
 * consumer replaces an activity's rows from its stored times on every `workforce.activity.*`
 * event, so a redelivery or a correction that moves the activity leaves no stale bucket behind.
 * The department, not its branch, is kept: reads join the departments table, so a department
 * moved to another branch counts there at once, as a rebuild would count it.
 */
export const statisticsSchema: Migration = {
  name: '0005-statistics',
  async up({ sequelize }) {
    await sequelize.query(`
      CREATE TABLE statistics_worked_hours (
        "activityId" INTEGER NOT NULL,
        bucket TIMESTAMPTZ NOT NULL,
        "userId" INTEGER NOT NULL,
        username VARCHAR(180) NOT NULL,
        "departmentId" INTEGER NULL,
        "workedMs" BIGINT NOT NULL CHECK ("workedMs" > 0 AND "workedMs" <= 3600000),
        PRIMARY KEY ("activityId", bucket)
      );
      CREATE INDEX statistics_worked_hours_bucket ON statistics_worked_hours (bucket);
    `);
  },
};
