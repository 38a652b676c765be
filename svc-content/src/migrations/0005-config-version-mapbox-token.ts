import type { Migration } from '@theke/server';

/**
 * Issue 19: the config document carries the version a save is checked against (two admins cannot
 * overwrite each other), and stores the Mapbox access token the storefront's home map reads
 * (a public `pk.` token: it is served to every browser).
 */
export const configVersionMapboxToken: Migration = {
  name: '0005-config-version-mapbox-token',
  async up({ sequelize }) {
    await sequelize.query(`
      ALTER TABLE config ADD COLUMN IF NOT EXISTS version INTEGER NOT NULL DEFAULT 1;
      ALTER TABLE config ADD COLUMN IF NOT EXISTS "mapboxAccessToken" TEXT NULL;`);
  },
};
