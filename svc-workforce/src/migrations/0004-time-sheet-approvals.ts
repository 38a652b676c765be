import type { Migration } from '@theke/server';

/**
 * Approved monthly time sheets (issue 21, ADR 0041 "Time sheets"): one row per employee and month
 * ('YYYY-MM') once an administrator approved it; withdrawing the approval deletes the row. While
 * a row exists, the month's recorded times take no correction (time-sheets/month-approval.ts).
 * The approver is the gateway's user, kept with the name it had.
 */
export const timeSheetApprovalsSchema: Migration = {
  name: '0004-time-sheet-approvals',
  async up({ sequelize }) {
    await sequelize.query(`
      CREATE TABLE time_sheet_approvals (
        id SERIAL PRIMARY KEY,
        "userId" INTEGER NOT NULL,
        username VARCHAR(180) NOT NULL,
        month CHAR(7) NOT NULL CHECK (month ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'),
        "approvedById" INTEGER NOT NULL,
        "approvedByName" VARCHAR(180) NOT NULL,
        "approvedAt" TIMESTAMPTZ NOT NULL DEFAULT now(),
        -- scope first, payload field last: the kit reports the last column as the error field.
        UNIQUE ("userId", month)
      );
      CREATE INDEX time_sheet_approvals_month ON time_sheet_approvals (month);
    `);
  },
};
