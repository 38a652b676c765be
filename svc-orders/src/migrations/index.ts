import type { Migration } from '@theke/server';
import { ordersSchema } from './0001-orders-schema';
import { ticketNumbers } from './0002-ticket-numbers';
import { devicesAndPrintJobs } from './0003-devices-and-print-jobs';
import { deviceVersions } from './0004-versions';
import { orderStatistics } from './0005-order-statistics';
import { selfServiceOrders } from './0006-self-service-orders';

/** Ordered migrations of the orders database (the kit adds its outbox and inbox tables first). */
export const migrations: Migration[] = [ordersSchema, ticketNumbers, devicesAndPrintJobs, deviceVersions, orderStatistics, selfServiceOrders];
