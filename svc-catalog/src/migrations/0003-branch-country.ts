import type { Migration } from '@theke/server';

/**
 * The country whose working-time rules a branch's time tracking follows (issue 21, ADR 0041):
 * Austria for every existing branch, Germany where an administrator says so.
 */
export const branchCountry: Migration = {
  name: '0003-branch-country',
  async up({ sequelize }) {
    await sequelize.query(
      `ALTER TABLE branches ADD COLUMN country VARCHAR(2) NOT NULL DEFAULT 'AT' CHECK (country IN ('AT', 'DE'))`,
    );
  },
};
