import type { Migration } from '@theke/server';

/**
 * Issue 24 (ADR 0050): an order placed at a branch's self-service kiosk says so, so the desk can
 * tell the guest at the counter from one who ordered online. Earlier orders were not placed there.
 */
export const selfServiceOrders: Migration = {
  name: '0006-self-service-orders',
  async up({ sequelize }) {
    await sequelize.query(`ALTER TABLE orders ADD COLUMN "isSelfService" BOOLEAN NOT NULL DEFAULT false`);
  },
};
