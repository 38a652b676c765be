import type { Migration } from '@theke/server';

/**
 * Departments of a branch (issue 19). The branch lives in svc-catalog's database, so `branchId`
 * has no foreign key: the route checks it over HTTP and a deleted branch's departments are removed
 * when its event arrives (departments/branch-removal.ts).
 */
export const departmentsSchema: Migration = {
  name: '0001-departments',
  async up({ sequelize }) {
    await sequelize.query(`
      CREATE TABLE departments (
        id SERIAL PRIMARY KEY,
        version INTEGER NOT NULL DEFAULT 1,
        "branchId" INTEGER NOT NULL,
        name VARCHAR(255) NOT NULL,
        identifier VARCHAR(100) NULL,
        "createdAt" TIMESTAMPTZ NOT NULL DEFAULT now(),
        "updatedAt" TIMESTAMPTZ NOT NULL DEFAULT now(),
        -- scope first, payload field last: the kit reports the last column as the error field.
        -- Also the index of the ?branch= filter and the branch-removal cleanup.
        UNIQUE ("branchId", name),
        -- NULLs are distinct: many departments of a branch may go without an identifier.
        UNIQUE ("branchId", identifier)
      );
    `);
  },
};
