/**
 * The order history's filters (back-office "history" list, SPEC §2/§7 "filter params for history"):
 * status, order type, payment method and a search by name or ticket, as a Sequelize condition.
 */
import { Op, type WhereOptions } from 'sequelize';
import { PAYMENT_METHODS, type PaymentMethod } from '@theke/domain';
import type { Order } from './order.model';

/** Status filters: the status page's stages (ADR 0007 flags), plus the closed outcomes. */
export const HISTORY_STATUSES = [
  'waiting',
  'preparing',
  'in-delivery',
  'completed',
  'rejected',
  'canceled',
  'failed',
] as const;
export type HistoryStatus = (typeof HISTORY_STATUSES)[number];

/** SPEC §9 order types, by the cart's delivery-mode names. */
export const HISTORY_ORDER_TYPES = ['takeaway', 'delivery', 'dineIn'] as const;
export type HistoryOrderType = (typeof HISTORY_ORDER_TYPES)[number];

export const HISTORY_PAYMENT_METHODS: readonly PaymentMethod[] = PAYMENT_METHODS;

export interface HistoryFilter {
  status?: HistoryStatus;
  orderType?: HistoryOrderType;
  paymentMethod?: PaymentMethod;
  search?: string;
}

const OPEN: WhereOptions<Order> = { isCompleted: false, isRejected: false, isCanceled: false, isFailed: false };

const STATUS_CONDITIONS: Record<HistoryStatus, WhereOptions<Order>> = {
  waiting: { ...OPEN, isConfirmed: false },
  preparing: { ...OPEN, isConfirmed: true, isInDelivery: false },
  'in-delivery': { ...OPEN, isInDelivery: true },
  completed: { isCompleted: true },
  rejected: { isRejected: true },
  canceled: { isCanceled: true },
  failed: { isFailed: true },
};

const ORDER_TYPE_CONDITIONS: Record<HistoryOrderType, WhereOptions<Order>> = {
  takeaway: { isDelivery: false, isDineIn: false },
  delivery: { isDelivery: true },
  dineIn: { isDineIn: true },
};

const TICKET = /^\d{1,9}$/;

/** Name search is a case-insensitive substring of first, last or company name; digits also match the ticket. */
function searchCondition(search: string): WhereOptions<Order> {
  const pattern = `%${search.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
  const byName: WhereOptions<Order>[] = [
    { firstName: { [Op.iLike]: pattern } },
    { lastName: { [Op.iLike]: pattern } },
    { companyName: { [Op.iLike]: pattern } },
  ];
  return { [Op.or]: TICKET.test(search) ? [...byName, { ticketNumber: Number(search) }] : byName };
}

export function historyCondition(filter: HistoryFilter): WhereOptions<Order>[] {
  const conditions: WhereOptions<Order>[] = [];
  if (filter.status) conditions.push(STATUS_CONDITIONS[filter.status]);
  if (filter.orderType) conditions.push(ORDER_TYPE_CONDITIONS[filter.orderType]);
  if (filter.paymentMethod) conditions.push({ paymentMethod: filter.paymentMethod });
  const search = filter.search?.trim();
  if (search) conditions.push(searchCondition(search));
  return conditions;
}
