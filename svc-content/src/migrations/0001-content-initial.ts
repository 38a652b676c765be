import type { Migration } from '@theke/server';

/** The first content tables: config, sites, redirects, blocks, navigations, images, demo seed marker. */
export const contentInitial: Migration = {
  name: '0001-content-initial',
  async up({ sequelize }) {
    await sequelize.query(`
      CREATE TABLE config (
        id INTEGER PRIMARY KEY DEFAULT 1 CHECK (id = 1),
        "shopName" VARCHAR(255) NULL,
        title VARCHAR(255) NULL,
        "seoTitle" VARCHAR(255) NULL,
        description TEXT NULL,
        "seoDescription" TEXT NULL,
        website VARCHAR(2048) NULL,
        currency VARCHAR(3) NOT NULL DEFAULT 'EUR',
        "businessName" VARCHAR(255) NULL,
        street VARCHAR(255) NULL,
        "zipCode" VARCHAR(20) NULL,
        city VARCHAR(255) NULL,
        phone VARCHAR(50) NULL,
        email VARCHAR(255) NULL,
        "termsAndConditions" VARCHAR(2048) NULL,
        "termsAndConditionsText" TEXT NULL,
        "privacyPolicy" VARCHAR(2048) NULL,
        "privacyPolicyText" TEXT NULL,
        imprint VARCHAR(2048) NULL,
        "imprintText" TEXT NULL,
        allergens VARCHAR(2048) NULL,
        "allergensText" TEXT NULL,
        "defaultDeliveryMethod" VARCHAR(20) NULL,
        "disableTickets" BOOLEAN NOT NULL DEFAULT false,
        "enablePluginPWA" BOOLEAN NOT NULL DEFAULT false,
        "enablePluginToolbar" BOOLEAN NOT NULL DEFAULT false,
        "enablePluginHomePage" BOOLEAN NOT NULL DEFAULT false,
        "enablePluginSearch" BOOLEAN NOT NULL DEFAULT false,
        "enablePluginTags" BOOLEAN NOT NULL DEFAULT false,
        "enablePluginMapbox" BOOLEAN NOT NULL DEFAULT false,
        "enablePluginCategoryBar" BOOLEAN NOT NULL DEFAULT false,
        "enablePluginSMS" BOOLEAN NOT NULL DEFAULT false,
        "enablePluginDonations" BOOLEAN NOT NULL DEFAULT false,
        "enablePluginFrontdesk" BOOLEAN NOT NULL DEFAULT false,
        "enablePluginOrderReviews" BOOLEAN NOT NULL DEFAULT false,
        "enableCash" BOOLEAN NOT NULL DEFAULT true,
        "enablePluginATMCard" BOOLEAN NOT NULL DEFAULT false,
        "enableATMCard" BOOLEAN NOT NULL DEFAULT false,
        "enablePluginHydroAGVoucher" BOOLEAN NOT NULL DEFAULT false,
        "enableHydroAGVoucher" BOOLEAN NOT NULL DEFAULT false,
        "enablePluginMollie" BOOLEAN NOT NULL DEFAULT false,
        "enableMollie" BOOLEAN NOT NULL DEFAULT false,
        "enablePluginDatatrans" BOOLEAN NOT NULL DEFAULT false,
        "enableDatatrans" BOOLEAN NOT NULL DEFAULT false,
        "mapboxZoom" DOUBLE PRECISION NOT NULL DEFAULT 19,
        "mapboxPitch" DOUBLE PRECISION NOT NULL DEFAULT 55,
        "mapboxBearing" DOUBLE PRECISION NOT NULL DEFAULT -85,
        "timeZone" VARCHAR(64) NOT NULL DEFAULT 'Europe/Vienna',
        "footerVariant" VARCHAR(20) NULL,
        "socialPixelId" VARCHAR(100) NULL,
        "tagManagerId" VARCHAR(100) NULL,
        "imageId" INTEGER NULL,
        "logoId" INTEGER NULL,
        "createdAt" TIMESTAMPTZ NOT NULL DEFAULT now(),
        "updatedAt" TIMESTAMPTZ NOT NULL DEFAULT now()
      );

      CREATE TABLE sites (
        id SERIAL PRIMARY KEY,
        name VARCHAR(255) NOT NULL,
        title VARCHAR(255) NULL,
        path VARCHAR(255) NOT NULL UNIQUE,
        description TEXT NULL,
        type VARCHAR(20) NOT NULL DEFAULT 'default',
        "isPublic" BOOLEAN NOT NULL DEFAULT false,
        content JSONB NOT NULL DEFAULT '{"body": []}',
        "createdAt" TIMESTAMPTZ NOT NULL DEFAULT now(),
        "updatedAt" TIMESTAMPTZ NOT NULL DEFAULT now()
      );

      CREATE TABLE redirects (
        id SERIAL PRIMARY KEY,
        path VARCHAR(255) NOT NULL UNIQUE,
        target VARCHAR(2048) NOT NULL,
        "createdAt" TIMESTAMPTZ NOT NULL DEFAULT now(),
        "updatedAt" TIMESTAMPTZ NOT NULL DEFAULT now()
      );

      CREATE TABLE blocks (
        id SERIAL PRIMARY KEY,
        identifier VARCHAR(100) NOT NULL UNIQUE,
        name VARCHAR(255) NOT NULL,
        type VARCHAR(50) NOT NULL,
        "isPublic" BOOLEAN NOT NULL DEFAULT false,
        content JSONB NOT NULL DEFAULT '{"text": null}',
        "createdAt" TIMESTAMPTZ NOT NULL DEFAULT now(),
        "updatedAt" TIMESTAMPTZ NOT NULL DEFAULT now()
      );

      CREATE TABLE navigations (
        id SERIAL PRIMARY KEY,
        identifier VARCHAR(20) NOT NULL UNIQUE,
        items JSONB NOT NULL DEFAULT '[]',
        "createdAt" TIMESTAMPTZ NOT NULL DEFAULT now(),
        "updatedAt" TIMESTAMPTZ NOT NULL DEFAULT now()
      );

      CREATE TABLE images (
        id SERIAL PRIMARY KEY,
        version INTEGER NOT NULL DEFAULT 1,
        extension VARCHAR(10) NOT NULL,
        width INTEGER NOT NULL,
        height INTEGER NOT NULL,
        size INTEGER NOT NULL,
        alt VARCHAR(255) NULL,
        name VARCHAR(255) NULL,
        "createdAt" TIMESTAMPTZ NOT NULL DEFAULT now(),
        "updatedAt" TIMESTAMPTZ NOT NULL DEFAULT now()
      );

      ALTER TABLE config
        ADD CONSTRAINT config_image_fk FOREIGN KEY ("imageId") REFERENCES images (id) ON DELETE SET NULL,
        ADD CONSTRAINT config_logo_fk FOREIGN KEY ("logoId") REFERENCES images (id) ON DELETE SET NULL;

      CREATE TABLE demo_seeds (
        name VARCHAR(100) PRIMARY KEY,
        "seededAt" TIMESTAMPTZ NOT NULL DEFAULT now()
      );`);
  },
};
