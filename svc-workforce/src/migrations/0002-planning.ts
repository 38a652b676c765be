import type { Migration } from '@theke/server';

/**
 * Planning of issue 21 (ADR 0041): working schedules, holiday balances and absences, projects and
 * tasks. An employee is the gateway's user: its id and the name it had (`userId`, `username`, as
 * the working activities keep them); no foreign key can reach the gateway's database.
 *
 * - A shift belongs to a department of this database: deleting the department (also when its
 *   branch goes, departments/branch-removal.ts) takes its planned shifts along.
 * - Overlapping shifts or absences of one employee are refused by the routes under a
 *   per-employee advisory lock (an overlap of times past midnight is no simple range).
 * - A task keeps its project: a project with tasks cannot be deleted (the route says so in German).
 * - Days are `NUMERIC(5,1)`: half days of holiday are allowed.
 */
export const planningSchema: Migration = {
  name: '0002-planning',
  async up({ sequelize }) {
    await sequelize.query(`
      CREATE TABLE working_schedules (
        id SERIAL PRIMARY KEY,
        version INTEGER NOT NULL DEFAULT 1,
        "userId" INTEGER NOT NULL,
        username VARCHAR(180) NOT NULL,
        "departmentId" INTEGER NOT NULL REFERENCES departments (id) ON DELETE CASCADE,
        day DATE NOT NULL,
        "from" CHAR(5) NOT NULL,
        "to" CHAR(5) NOT NULL,
        "plannedBreakMinutes" SMALLINT NOT NULL DEFAULT 0 CHECK ("plannedBreakMinutes" BETWEEN 0 AND 240),
        note TEXT NULL,
        "createdAt" TIMESTAMPTZ NOT NULL DEFAULT now(),
        "updatedAt" TIMESTAMPTZ NOT NULL DEFAULT now(),
        CHECK ("from" <> "to")
      );
      CREATE INDEX working_schedules_user_day ON working_schedules ("userId", day);
      CREATE INDEX working_schedules_department_day ON working_schedules ("departmentId", day);

      CREATE TABLE holiday_balances (
        id SERIAL PRIMARY KEY,
        version INTEGER NOT NULL DEFAULT 1,
        "userId" INTEGER NOT NULL,
        username VARCHAR(180) NOT NULL,
        year SMALLINT NOT NULL,
        "entitlementDays" NUMERIC(5,1) NOT NULL DEFAULT 25,
        "carriedOverDays" NUMERIC(5,1) NOT NULL DEFAULT 0,
        "createdAt" TIMESTAMPTZ NOT NULL DEFAULT now(),
        "updatedAt" TIMESTAMPTZ NOT NULL DEFAULT now(),
        -- scope first, payload field last: the kit reports the last column as the error field.
        UNIQUE ("userId", year)
      );

      CREATE TABLE absences (
        id SERIAL PRIMARY KEY,
        version INTEGER NOT NULL DEFAULT 1,
        "userId" INTEGER NOT NULL,
        username VARCHAR(180) NOT NULL,
        kind VARCHAR(10) NOT NULL CHECK (kind IN ('holiday', 'sick', 'other')),
        "from" DATE NOT NULL,
        "to" DATE NOT NULL,
        days SMALLINT NOT NULL,
        note TEXT NULL,
        "createdAt" TIMESTAMPTZ NOT NULL DEFAULT now(),
        "updatedAt" TIMESTAMPTZ NOT NULL DEFAULT now(),
        CHECK ("to" >= "from")
      );
      CREATE INDEX absences_user_from ON absences ("userId", "from");

      CREATE TABLE projects (
        id SERIAL PRIMARY KEY,
        version INTEGER NOT NULL DEFAULT 1,
        name VARCHAR(255) NOT NULL,
        description TEXT NULL,
        "branchId" INTEGER NULL,
        state VARCHAR(10) NOT NULL DEFAULT 'active' CHECK (state IN ('active', 'completed', 'archived')),
        "estimateHours" NUMERIC(10,2) NULL,
        "createdAt" TIMESTAMPTZ NOT NULL DEFAULT now(),
        "updatedAt" TIMESTAMPTZ NOT NULL DEFAULT now()
      );

      CREATE TABLE tasks (
        id SERIAL PRIMARY KEY,
        version INTEGER NOT NULL DEFAULT 1,
        "projectId" INTEGER NOT NULL REFERENCES projects (id) ON DELETE RESTRICT,
        name VARCHAR(255) NOT NULL,
        "assigneeId" INTEGER NULL,
        "assigneeUsername" VARCHAR(180) NULL,
        state VARCHAR(12) NOT NULL DEFAULT 'open' CHECK (state IN ('open', 'in-progress', 'done')),
        "estimateHours" NUMERIC(10,2) NULL,
        "createdAt" TIMESTAMPTZ NOT NULL DEFAULT now(),
        "updatedAt" TIMESTAMPTZ NOT NULL DEFAULT now(),
        CHECK (("assigneeId" IS NULL) = ("assigneeUsername" IS NULL))
      );
      CREATE INDEX tasks_project ON tasks ("projectId");
      CREATE INDEX tasks_assignee ON tasks ("assigneeId");
    `);
  },
};
