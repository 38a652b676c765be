import type { Migration } from '@theke/server';

/**
 * Issue 20, ADR 0048: image templates, a canvas with ordered layers (@theke/contracts
 * `imageTemplateDescription`). The layers are one JSON array: they are read and written whole,
 * in their order, with the template.
 */
export const imageTemplatesTable: Migration = {
  name: '0012-image-templates',
  async up({ sequelize }) {
    await sequelize.query(`
      CREATE TABLE image_templates (
        id SERIAL PRIMARY KEY,
        version INTEGER NOT NULL DEFAULT 1,
        name VARCHAR(255) NOT NULL,
        width INTEGER NOT NULL,
        height INTEGER NOT NULL,
        background VARCHAR(7) NOT NULL,
        layers JSONB NOT NULL DEFAULT '[]',
        "createdAt" TIMESTAMPTZ NOT NULL DEFAULT now(),
        "updatedAt" TIMESTAMPTZ NOT NULL DEFAULT now()
      );`);
  },
};
