import type { Migration } from '@theke/server';

/**
 * Ticket numbers without a lock held until the order commits. The counter row of (branch,
 * business day) is incremented in a statement of its own whose commit does not wait for the
 * WAL flush: the row lock is held for microseconds instead of a disk flush, so orders of one
 * branch no longer queue behind each other's commits.
 *
 * Safe: an order using a number commits (synchronously) after the increment, and its WAL flush
 * includes the earlier increment; a crash can only forget increments no committed order used.
 * An order that fails after taking a number leaves a gap, never a duplicate (the unique index
 * on (branchId, businessDate, ticketNumber) guards that too).
 */
export const ticketNumbers: Migration = {
  name: '0002-ticket-numbers',
  async up({ sequelize }) {
    await sequelize.query(`
      CREATE FUNCTION next_ticket_number(branch INTEGER, business_date DATE) RETURNS INTEGER
      LANGUAGE plpgsql AS $$
      DECLARE
        next_number INTEGER;
      BEGIN
        PERFORM set_config('synchronous_commit', 'off', true);
        INSERT INTO ticket_counters ("branchId", "businessDate", "lastNumber") VALUES (branch, business_date, 1)
        ON CONFLICT ("branchId", "businessDate") DO UPDATE SET "lastNumber" = ticket_counters."lastNumber" + 1
        RETURNING "lastNumber" INTO next_number;
        RETURN next_number;
      END;
      $$;`);
  },
};
