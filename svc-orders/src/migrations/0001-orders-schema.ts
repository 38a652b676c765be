import type { Migration } from '@theke/server';

/**
 * Orders, their items and the per-branch, per-business-day ticket counters. Pricing lives in
 * the order row (one row per order keeps placing within the statement budget of issue 8).
 */
export const ordersSchema: Migration = {
  name: '0001-orders-schema',
  async up({ sequelize }) {
    await sequelize.query(`
      CREATE TABLE ticket_counters (
        "branchId" INTEGER NOT NULL,
        "businessDate" DATE NOT NULL,
        "lastNumber" INTEGER NOT NULL,
        PRIMARY KEY ("branchId", "businessDate")
      );

      CREATE TABLE orders (
        id SERIAL PRIMARY KEY,
        uid VARCHAR(36) NOT NULL,
        hash VARCHAR(64) NOT NULL,
        "branchId" INTEGER NOT NULL,
        "businessDate" DATE NOT NULL,
        "ticketNumber" INTEGER NOT NULL,
        "idempotencyKey" VARCHAR(255) NULL,
        "requestHash" VARCHAR(64) NULL,
        "isQuotation" BOOLEAN NOT NULL DEFAULT false,
        "isDelivery" BOOLEAN NOT NULL DEFAULT false,
        "isDineIn" BOOLEAN NOT NULL DEFAULT false,

        "isCompany" BOOLEAN NOT NULL DEFAULT false,
        "companyName" VARCHAR(255) NULL,
        "firstName" VARCHAR(255) NULL,
        "lastName" VARCHAR(255) NULL,
        company VARCHAR(255) NULL,
        street VARCHAR(255) NULL,
        floor VARCHAR(50) NULL,
        stairway VARCHAR(50) NULL,
        door VARCHAR(50) NULL,
        "zipCode" VARCHAR(20) NULL,
        city VARCHAR(100) NULL,
        country VARCHAR(2) NULL,
        "vatNo" VARCHAR(50) NULL,
        phone VARCHAR(40) NULL,
        email VARCHAR(255) NULL,
        "isDeliveryAddressDifferent" BOOLEAN NOT NULL DEFAULT false,
        "isDeliveryCompany" BOOLEAN NOT NULL DEFAULT false,
        "deliveryCompanyName" VARCHAR(255) NULL,
        "deliveryStreet" VARCHAR(255) NULL,
        "deliveryFloor" VARCHAR(50) NULL,
        "deliveryStairway" VARCHAR(50) NULL,
        "deliveryDoor" VARCHAR(50) NULL,
        "deliveryZipCode" VARCHAR(20) NULL,
        "deliveryCity" VARCHAR(100) NULL,
        "deliveryCountry" VARCHAR(2) NULL,
        comment TEXT NULL,
        "legalInstructions" BOOLEAN NOT NULL DEFAULT false,
        "privacyPolicy" BOOLEAN NOT NULL DEFAULT false,
        "deliveryArea" JSONB NULL,
        "table" JSONB NULL,
        "tableIdentifier" VARCHAR(50) NULL,
        donatee JSONB NULL,
        "appointmentDate" TIMESTAMPTZ NULL,
        "counterAppointment" TIMESTAMPTZ NULL,
        "paymentMethod" VARCHAR(30) NULL,

        currency VARCHAR(3) NOT NULL,
        gross NUMERIC(12, 2) NOT NULL,
        "deliveryGross" NUMERIC(12, 2) NOT NULL,
        "totalNet" NUMERIC(12, 2) NOT NULL,
        "totalGross" NUMERIC(12, 2) NOT NULL,
        donation NUMERIC(12, 2) NOT NULL,
        "amountDue" NUMERIC(12, 2) NOT NULL,
        taxes JSONB NOT NULL,

        "isConfirmed" BOOLEAN NOT NULL DEFAULT false,
        "isInDelivery" BOOLEAN NOT NULL DEFAULT false,
        "isDelivered" BOOLEAN NOT NULL DEFAULT false,
        "isCompleted" BOOLEAN NOT NULL DEFAULT false,
        "isRejected" BOOLEAN NOT NULL DEFAULT false,
        "rejectionMessage" TEXT NULL,
        "isCanceled" BOOLEAN NOT NULL DEFAULT false,
        "isFailed" BOOLEAN NOT NULL DEFAULT false,
        "isPaid" BOOLEAN NOT NULL DEFAULT false,
        "isRefunded" BOOLEAN NOT NULL DEFAULT false,

        "paymentStatus" VARCHAR(20) NOT NULL,
        "paymentProvider" VARCHAR(20) NULL,
        "paymentId" VARCHAR(100) NULL,
        "paymentReference" VARCHAR(40) NULL,
        "paymentRedirectUrl" TEXT NULL,

        questionnaire JSONB NULL,
        "questionnaireRating" SMALLINT NULL,

        version INTEGER NOT NULL DEFAULT 0,
        "createdAt" TIMESTAMPTZ NOT NULL DEFAULT now(),
        "updatedAt" TIMESTAMPTZ NOT NULL DEFAULT now()
      );
      CREATE UNIQUE INDEX orders_uid ON orders (uid);
      -- Issue 8: concurrent duplicates of one Idempotency-Key create one order (no check-then-insert).
      CREATE UNIQUE INDEX orders_idempotency_key ON orders ("idempotencyKey") WHERE "idempotencyKey" IS NOT NULL;
      CREATE UNIQUE INDEX orders_ticket ON orders ("branchId", "businessDate", "ticketNumber");
      CREATE UNIQUE INDEX orders_payment ON orders ("paymentProvider", "paymentId") WHERE "paymentId" IS NOT NULL;
      CREATE INDEX orders_payment_reference ON orders ("paymentReference") WHERE "paymentReference" IS NOT NULL;
      CREATE INDEX orders_branch_created ON orders ("branchId", "createdAt" DESC);
      CREATE INDEX orders_live ON orders ("branchId")
        WHERE NOT "isCompleted" AND NOT "isRejected" AND NOT "isCanceled" AND NOT "isFailed";

      CREATE TABLE order_items (
        id SERIAL PRIMARY KEY,
        "orderId" INTEGER NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
        position SMALLINT NOT NULL,
        "productId" INTEGER NOT NULL,
        name VARCHAR(255) NOT NULL,
        amount NUMERIC(14, 3) NOT NULL,
        unit VARCHAR(20) NOT NULL,
        parts JSONB NOT NULL,
        options JSONB NOT NULL,
        "calculationModel" VARCHAR(20) NOT NULL,
        "unitPrice" NUMERIC(12, 2) NOT NULL,
        gross NUMERIC(12, 2) NOT NULL,
        "taxRate" NUMERIC(5, 2) NOT NULL,
        UNIQUE ("orderId", position)
      );

      CREATE TABLE demo_seeds (name VARCHAR(100) PRIMARY KEY);`);
  },
};
