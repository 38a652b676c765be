import type { Migration } from '@theke/server';
import { departmentsSchema } from './0001-departments';
import { planningSchema } from './0002-planning';
import { timeTrackingSchema } from './0003-time-tracking';
import { timeSheetApprovalsSchema } from './0004-time-sheet-approvals';
import { statisticsSchema } from './0005-statistics';

/**
 * Ordered migrations of the workforce database (the kit adds its outbox and inbox tables first).
 * Never edit a shipped migration, add the next one.
 */
export const migrations: Migration[] = [
  departmentsSchema,
  planningSchema,
  timeTrackingSchema,
  timeSheetApprovalsSchema,
  statisticsSchema,
];
