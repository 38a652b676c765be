import type { Migration } from '@theke/server';

/**
 * Issue 20, ADR 0045: the earlier states of a page. Each save of a site keeps the state it
 * replaced, under the lock version that state had, so an editor can compare and restore it; a
 * deleted page takes its versions along.
 */
export const siteVersionsTable: Migration = {
  name: '0009-site-versions',
  async up({ sequelize }) {
    await sequelize.query(`
      CREATE TABLE site_versions (
        id SERIAL PRIMARY KEY,
        "siteId" INTEGER NOT NULL REFERENCES sites (id) ON DELETE CASCADE,
        version INTEGER NOT NULL,
        snapshot JSONB NOT NULL,
        "savedAt" TIMESTAMPTZ NOT NULL,
        UNIQUE ("siteId", version)
      );`);
  },
};
