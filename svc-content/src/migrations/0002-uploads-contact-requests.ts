import type { Migration } from '@theke/server';

/** Uploaded files (issue 10) and the contact form's requests with their e-mail delivery state. */
export const uploadsContactRequests: Migration = {
  name: '0002-uploads-contact-requests',
  async up({ sequelize }) {
    await sequelize.query(`
      CREATE TABLE uploads (
        id SERIAL PRIMARY KEY,
        version INTEGER NOT NULL DEFAULT 1,
        extension VARCHAR(10) NOT NULL,
        "publicHash" VARCHAR(64) NOT NULL,
        "mimeType" VARCHAR(255) NOT NULL,
        name VARCHAR(255) NOT NULL,
        size INTEGER NOT NULL,
        "storageKey" VARCHAR(255) NOT NULL UNIQUE,
        origin VARCHAR(10) NOT NULL DEFAULT 'staff',
        "createdAt" TIMESTAMPTZ NOT NULL DEFAULT now(),
        "updatedAt" TIMESTAMPTZ NOT NULL DEFAULT now()
      );

      CREATE TABLE contact_requests (
        id SERIAL PRIMARY KEY,
        "firstName" VARCHAR(255) NULL,
        "lastName" VARCHAR(255) NOT NULL,
        email VARCHAR(255) NOT NULL,
        phone VARCHAR(50) NOT NULL,
        comment TEXT NOT NULL,
        "dataProtection" BOOLEAN NOT NULL,
        "uploadIds" JSONB NOT NULL DEFAULT '[]',
        "mailedAt" TIMESTAMPTZ NULL,
        "mailAttempts" INTEGER NOT NULL DEFAULT 0,
        "nextMailAt" TIMESTAMPTZ NOT NULL DEFAULT now(),
        "mailError" TEXT NULL,
        "createdAt" TIMESTAMPTZ NOT NULL DEFAULT now(),
        "updatedAt" TIMESTAMPTZ NOT NULL DEFAULT now()
      );
      CREATE INDEX contact_requests_unmailed ON contact_requests ("nextMailAt") WHERE "mailedAt" IS NULL;`);
  },
};
