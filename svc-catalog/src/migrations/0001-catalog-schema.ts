import type { Migration } from '@theke/server';

/**
 * The catalogue tables (SPEC §3). Nested lists the spec shows as objects
 * (opening hour rules, delivery areas, image references, menu catalogs,
 * alternative units, configurable parts) are JSONB; money DECIMAL(12,2),
 * tax rates DECIMAL(5,2), quantities DECIMAL(14,3).
 */
export const catalogSchema: Migration = {
  name: '0001-catalog-schema',
  async up({ sequelize }) {
    await sequelize.query(`
      CREATE SEQUENCE delivery_area_id_seq;

      CREATE TABLE divisions (
        id SERIAL PRIMARY KEY,
        identifier VARCHAR(100) NOT NULL UNIQUE,
        name VARCHAR(255) NOT NULL,
        title VARCHAR(255) NULL,
        description TEXT NULL,
        image JSONB NULL,
        branches JSONB NOT NULL DEFAULT '[]',
        "createdAt" TIMESTAMPTZ NOT NULL DEFAULT now(),
        "updatedAt" TIMESTAMPTZ NOT NULL DEFAULT now()
      );

      CREATE TABLE branches (
        id SERIAL PRIMARY KEY,
        identifier VARCHAR(100) NOT NULL UNIQUE,
        name VARCHAR(255) NOT NULL,
        description TEXT NULL,
        street VARCHAR(255) NULL,
        "zipCode" VARCHAR(20) NULL,
        city VARCHAR(100) NULL,
        phone VARCHAR(40) NULL,
        email VARCHAR(255) NULL,
        longitude DECIMAL(10, 7) NULL,
        latitude DECIMAL(10, 7) NULL,
        keywords TEXT NULL,
        tags JSONB NOT NULL DEFAULT '[]',
        images JSONB NOT NULL DEFAULT '[]',
        logo JSONB NULL,
        "isPublic" BOOLEAN NOT NULL DEFAULT true,
        "openingHours" JSONB NOT NULL DEFAULT '[]',
        "deliveryHours" JSONB NOT NULL DEFAULT '[]',
        "isDeliveryHoursEnabled" BOOLEAN NOT NULL DEFAULT false,
        "isDeliveryEnabled" BOOLEAN NOT NULL DEFAULT false,
        "isTakeawayEnabled" BOOLEAN NOT NULL DEFAULT true,
        "isDineInEnabled" BOOLEAN NOT NULL DEFAULT false,
        "isPreorderEnabled" BOOLEAN NOT NULL DEFAULT false,
        "isAppointmentRequired" BOOLEAN NOT NULL DEFAULT false,
        "isQuotationRequired" BOOLEAN NOT NULL DEFAULT false,
        "isTableSelectionEnabled" BOOLEAN NOT NULL DEFAULT false,
        "isCashEnabled" BOOLEAN NOT NULL DEFAULT true,
        "isATMCardEnabled" BOOLEAN NOT NULL DEFAULT false,
        "isHydroAGVoucherEnabled" BOOLEAN NOT NULL DEFAULT false,
        "isMollieEnabled" BOOLEAN NOT NULL DEFAULT false,
        "isDatatransEnabled" BOOLEAN NOT NULL DEFAULT false,
        "orderableFrom" TIMESTAMPTZ NULL,
        "closedMessage" TEXT NULL,
        "deliveryAreas" JSONB NOT NULL DEFAULT '[]',
        "isTakeawayEmailRequired" BOOLEAN NOT NULL DEFAULT true,
        "isTakeawayPhoneRequired" BOOLEAN NOT NULL DEFAULT true,
        "isTakeawayAddressRequired" BOOLEAN NOT NULL DEFAULT false,
        "isDeliveryEmailRequired" BOOLEAN NOT NULL DEFAULT true,
        "isDeliveryPhoneRequired" BOOLEAN NOT NULL DEFAULT true,
        "isDeliveryAddressRequired" BOOLEAN NOT NULL DEFAULT true,
        "isDineInEmailRequired" BOOLEAN NOT NULL DEFAULT false,
        "isDineInPhoneRequired" BOOLEAN NOT NULL DEFAULT false,
        "isDineInAddressRequired" BOOLEAN NOT NULL DEFAULT false,
        "apiKey" VARCHAR(128) NOT NULL,
        "createdAt" TIMESTAMPTZ NOT NULL DEFAULT now(),
        "updatedAt" TIMESTAMPTZ NOT NULL DEFAULT now()
      );

      CREATE TABLE tags (
        id SERIAL PRIMARY KEY,
        name VARCHAR(100) NOT NULL UNIQUE,
        image JSONB NULL,
        "createdAt" TIMESTAMPTZ NOT NULL DEFAULT now(),
        "updatedAt" TIMESTAMPTZ NOT NULL DEFAULT now()
      );

      CREATE TABLE menus (
        id SERIAL PRIMARY KEY,
        name VARCHAR(255) NULL,
        "availableFrom" TIMESTAMPTZ NOT NULL,
        branches JSONB NOT NULL DEFAULT '[]',
        catalog JSONB NOT NULL DEFAULT '[]',
        "createdAt" TIMESTAMPTZ NOT NULL DEFAULT now(),
        "updatedAt" TIMESTAMPTZ NOT NULL DEFAULT now()
      );
      CREATE INDEX menus_branches ON menus USING GIN (branches);

      CREATE TABLE categories (
        id SERIAL PRIMARY KEY,
        name VARCHAR(255) NOT NULL,
        image JSONB NULL,
        "isEnabled" BOOLEAN NOT NULL DEFAULT true,
        schedule JSONB NULL,
        "isVisibleWhenUnavailable" BOOLEAN NOT NULL DEFAULT false,
        "createdAt" TIMESTAMPTZ NOT NULL DEFAULT now(),
        "updatedAt" TIMESTAMPTZ NOT NULL DEFAULT now()
      );

      CREATE TABLE products (
        id SERIAL PRIMARY KEY,
        uid UUID NOT NULL UNIQUE DEFAULT gen_random_uuid(),
        name VARCHAR(255) NOT NULL,
        description TEXT NULL,
        allergens TEXT NULL,
        type VARCHAR(20) NOT NULL DEFAULT 'others',
        price DECIMAL(12, 2) NOT NULL,
        unit VARCHAR(20) NOT NULL DEFAULT 'piece',
        "alternativeUnits" JSONB NOT NULL DEFAULT '[]',
        "minimumQuantity" DECIMAL(14, 3) NULL,
        "maximumQuantity" DECIMAL(14, 3) NULL,
        "quantityStepSize" DECIMAL(14, 3) NULL,
        "defaultQuantity" DECIMAL(14, 3) NULL,
        "defaultUnit" VARCHAR(20) NULL,
        pricing VARCHAR(255) NULL,
        "calculationModel" VARCHAR(20) NOT NULL DEFAULT 'fixed',
        "isPriceHidden" BOOLEAN NOT NULL DEFAULT false,
        images JSONB NOT NULL DEFAULT '[]',
        tax DECIMAL(5, 2) NULL,
        "takeawayTax" DECIMAL(5, 2) NULL,
        "dineInTax" DECIMAL(5, 2) NULL,
        "isStepByStep" BOOLEAN NOT NULL DEFAULT false,
        config JSONB NULL,
        "isEnabled" BOOLEAN NOT NULL DEFAULT true,
        schedule JSONB NULL,
        "isVisibleWhenUnavailable" BOOLEAN NOT NULL DEFAULT false,
        "isLeadTimeEnabled" BOOLEAN NOT NULL DEFAULT false,
        "leadTimeType" VARCHAR(20) NULL,
        "leadTimeValue" INTEGER NULL,
        "createdAt" TIMESTAMPTZ NOT NULL DEFAULT now(),
        "updatedAt" TIMESTAMPTZ NOT NULL DEFAULT now()
      );

      CREATE TABLE tables (
        id SERIAL PRIMARY KEY,
        "branchId" INTEGER NOT NULL REFERENCES branches (id) ON DELETE CASCADE,
        identifier VARCHAR(50) NOT NULL,
        "createdAt" TIMESTAMPTZ NOT NULL DEFAULT now(),
        "updatedAt" TIMESTAMPTZ NOT NULL DEFAULT now(),
        -- scope first, payload field last: the kit reports the last column as the error field
        UNIQUE ("branchId", identifier)
      );

      CREATE TABLE donatees (
        id SERIAL PRIMARY KEY,
        identifier VARCHAR(100) NOT NULL UNIQUE,
        name VARCHAR(255) NOT NULL,
        description TEXT NULL,
        "createdAt" TIMESTAMPTZ NOT NULL DEFAULT now(),
        "updatedAt" TIMESTAMPTZ NOT NULL DEFAULT now()
      );
    `);
  },
};
