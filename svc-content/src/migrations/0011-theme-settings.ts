import type { Migration } from '@theke/server';

/**
 * Issue 20, ADR 0047: SPEC §3 theme settings in the config document (colours, font, border
 * radius, favicon, label grid sizes), with SPEC §9's defaults for the row that already exists.
 */
export const themeSettings: Migration = {
  name: '0011-theme-settings',
  async up({ sequelize }) {
    await sequelize.query(`
      ALTER TABLE config ADD COLUMN IF NOT EXISTS "themePrimaryColor" TEXT NULL DEFAULT '#000000';
      ALTER TABLE config ADD COLUMN IF NOT EXISTS "themeSecondaryColor" TEXT NULL DEFAULT '#333333';
      ALTER TABLE config ADD COLUMN IF NOT EXISTS "themeTextColor" TEXT NULL DEFAULT '#1a1a1a';
      ALTER TABLE config ADD COLUMN IF NOT EXISTS "themeBackgroundColor" TEXT NULL DEFAULT '#ffffff';
      ALTER TABLE config ADD COLUMN IF NOT EXISTS "themeFontFamily" TEXT NULL;
      ALTER TABLE config ADD COLUMN IF NOT EXISTS "themeBorderRadius" VARCHAR(20) NULL DEFAULT '.25rem';
      ALTER TABLE config ADD COLUMN IF NOT EXISTS "faviconId" INTEGER NULL;
      ALTER TABLE config ADD COLUMN IF NOT EXISTS "labelGridCompactRows" DOUBLE PRECISION NOT NULL DEFAULT 12;
      ALTER TABLE config ADD COLUMN IF NOT EXISTS "labelGridCompactColumns" DOUBLE PRECISION NOT NULL DEFAULT 4;
      ALTER TABLE config ADD COLUMN IF NOT EXISTS "labelGridDetailRows" DOUBLE PRECISION NOT NULL DEFAULT 5;
      ALTER TABLE config ADD COLUMN IF NOT EXISTS "labelGridDetailColumns" DOUBLE PRECISION NOT NULL DEFAULT 2;`);
  },
};
