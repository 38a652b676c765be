/** The staff's use cases on placed orders; every one checks the employee-of-branch rule (SPEC §6). */
import { Op, literal, where as condition, type Transaction, type WhereOptions } from 'sequelize';
import type { OrderChange, StaffEditableName } from '@theke/contracts';
import { assertBranchAccess, canActOnBranch, Conflict, NotFound, ROLE_ADMIN, type Principal } from '@theke/server';
import type { OrdersRuntime } from './order-ports';
import { recordOrderEvent, recordPrintRequest } from './order-events';
import { historyCondition, type HistoryFilter } from './order-history-filter';
import { isLive, staffTransition, type LifecycleChanges, type StaffAction } from '@theke/domain';
import { Order, OrderItem, type OrderItemValues, type OrderRecord } from './order.model';
import { staffOrderView } from './order-views';

/** SPEC §8 fallback, the message of a refused status change. */
export const STATUS_NOT_CHANGED = 'Bestellstatus konnte nicht geändert werden.';

/** An order still waiting for confirmation this long after it was due counts as missed. */
export const MISSED_AFTER_MINUTES = 15;

export interface OrderWithItems {
  order: OrderRecord;
  items: OrderItemValues[];
}

export interface ListQuery {
  branch?: number;
  from?: Date;
  to?: Date;
  limit: number;
  offset: number;
  filter?: HistoryFilter;
}

/** Admins see every branch; employees their own (asking for another branch is a 403). */
function branchScope(principal: Principal, branch: number | undefined): WhereOptions<Order> {
  if (branch !== undefined) {
    assertBranchAccess(principal, branch);
    return { branchId: branch };
  }
  if (principal.roles.includes(ROLE_ADMIN)) return {};
  return { branchId: { [Op.in]: principal.branchIds } };
}

const LIVE: WhereOptions<Order> = {
  isCompleted: false,
  isRejected: false,
  isCanceled: false,
  isFailed: false,
};
/** Awaiting an online payment: not placed for the desk yet. */
const NOT_AWAITING_PAYMENT: WhereOptions<Order> = { paymentStatus: { [Op.ne]: 'open' } };
const WITH_ITEMS = [{ model: OrderItem, as: 'items' }];

const withItems = (order: Order): OrderWithItems => ({ order, items: order.items ?? [] });

export async function listOrders(
  principal: Principal,
  query: ListQuery,
): Promise<{ orders: OrderWithItems[]; total: number }> {
  const created: Record<symbol, Date> = {};
  if (query.from) created[Op.gte] = query.from;
  if (query.to) created[Op.lt] = query.to;
  const where: WhereOptions<Order> = {
    ...branchScope(principal, query.branch),
    ...(query.from || query.to ? { createdAt: created } : {}),
    [Op.and]: historyCondition(query.filter ?? {}),
  };
  const { rows, count } = await Order.findAndCountAll({
    where,
    include: WITH_ITEMS,
    order: [
      ['createdAt', 'DESC'],
      ['id', 'DESC'],
    ],
    limit: query.limit,
    offset: query.offset,
    distinct: true,
  });
  return { orders: rows.map(withItems), total: count };
}

const DUE_AT = 'COALESCE("Order"."appointmentDate", "Order"."createdAt")';

/** Orders to work on now: live, payment settled or on site, by the time they are due. */
export async function currentOrders(
  principal: Principal,
  branch: number | undefined,
): Promise<OrderWithItems[]> {
  const rows = await Order.findAll({
    where: { ...branchScope(principal, branch), ...LIVE, ...NOT_AWAITING_PAYMENT },
    include: WITH_ITEMS,
    order: [
      [literal(DUE_AT), 'ASC'],
      ['id', 'ASC'],
    ],
  });
  return rows.map(withItems);
}

/** Orders nobody confirmed although they were due more than MISSED_AFTER_MINUTES ago. */
export async function missedOrders(
  principal: Principal,
  branch: number | undefined,
  now: Date,
): Promise<OrderWithItems[]> {
  const dueBefore = new Date(now.getTime() - MISSED_AFTER_MINUTES * 60_000);
  const rows = await Order.findAll({
    where: {
      ...branchScope(principal, branch),
      ...LIVE,
      ...NOT_AWAITING_PAYMENT,
      isConfirmed: false,
      [Op.and]: [condition(literal(DUE_AT), { [Op.lt]: dueBefore })],
    },
    include: WITH_ITEMS,
    order: [
      [literal(DUE_AT), 'ASC'],
      ['id', 'ASC'],
    ],
  });
  return rows.map(withItems);
}

export async function staffOrder(principal: Principal, id: number): Promise<OrderWithItems> {
  const order = await Order.findByPk(id, { include: WITH_ITEMS });
  if (!order || !canActOnBranch(principal, order.branchId)) throw new NotFound();
  return withItems(order);
}

const itemsOf = (orderId: number, transaction: Transaction) => OrderItem.findAll({ where: { orderId }, transaction });

/**
 * Runs `work` on the order under a row lock, after the branch check; answers the order with its
 * items. What the work changed in the staff view is logged in the same transaction (issue 19):
 * a command that changes nothing (a print request, a repeated confirm) logs nothing.
 */
export async function withLockedOrder(
  runtime: OrdersRuntime,
  principal: Principal,
  id: number,
  work: (order: Order, transaction: Transaction) => Promise<void>,
  action: 'updated' | 'deleted' = 'updated',
): Promise<OrderWithItems> {
  return runtime.context.sequelize.transaction(async (transaction) => {
    const order = await Order.findByPk(id, { transaction, lock: transaction.LOCK.UPDATE });
    // Another branch's order does not exist for an employee (or a branch key): 404, like a wrong id.
    if (!order || !canActOnBranch(principal, order.branchId)) throw new NotFound();
    const before = staffOrderView(order, await itemsOf(order.id, transaction));
    await work(order, transaction);
    const items = action === 'deleted' ? [] : await itemsOf(order.id, transaction);
    await runtime.context.changeLog.record(transaction, principal, {
      entity: 'order',
      entityId: order.id,
      action,
      before,
      after: action === 'deleted' ? null : staffOrderView(order, items),
      titleField: 'ticketNumber',
    });
    return { order, items };
  });
}

const CHANGE_OF_ACTION: Record<StaffAction, OrderChange> = {
  confirm: 'confirmed',
  reject: 'rejected',
  cancel: 'canceled',
  'in-delivery': 'in-delivery',
  completed: 'completed',
};

/** The moments a status change reaches (the statistics' placed → confirmed → completed durations). */
function reachedAt(changes: LifecycleChanges, now: Date): Partial<Pick<Order, 'confirmedAt' | 'completedAt'>> {
  return { ...(changes.isConfirmed ? { confirmedAt: now } : {}), ...(changes.isCompleted ? { completedAt: now } : {}) };
}

export async function changeStatus(
  runtime: OrdersRuntime,
  principal: Principal,
  id: number,
  action: StaffAction,
  rejectionMessage: string | null,
): Promise<OrderWithItems> {
  return withLockedOrder(runtime, principal, id, async (order, transaction) => {
    const transition = staffTransition(order, action, rejectionMessage);
    if (transition.kind === 'refused')
      throw new Conflict(STATUS_NOT_CHANGED, undefined, 'invalid_transition');
    if (transition.kind === 'unchanged') return;
    await order.update({ ...transition.changes, ...reachedAt(transition.changes, runtime.settings.now()) }, { transaction });
    await recordOrderEvent(runtime.context.outbox, transaction, order, CHANGE_OF_ACTION[action]);
  });
}

/** What staff changed (the fields the order's description lets them edit), as the columns store it. */
export type OrderEdit = Partial<Pick<Order, StaffEditableName>>;

/** PUT /orders/{id}: contact, comment, times; a new counterAppointment is a proposal to the guest (SPEC §4). */
export async function updateOrder(
  runtime: OrdersRuntime,
  principal: Principal,
  id: number,
  edit: OrderEdit,
): Promise<OrderWithItems> {
  return withLockedOrder(runtime, principal, id, async (order, transaction) => {
    if (!isLive(order))
      throw new Conflict('Bestellung konnte nicht aktualisiert werden.', undefined, 'order_closed');
    const previousProposal = order.counterAppointment?.getTime() ?? null;
    await order.update(edit, { transaction });
    const proposal = order.counterAppointment?.getTime() ?? null;
    const proposed = proposal !== null && proposal !== previousProposal;
    await recordOrderEvent(
      runtime.context.outbox,
      transaction,
      order,
      proposed ? 'counter-appointment-proposed' : 'updated',
    );
  });
}

export async function deleteOrder(runtime: OrdersRuntime, principal: Principal, id: number): Promise<void> {
  await withLockedOrder(
    runtime,
    principal,
    id,
    async (order, transaction) => {
      await recordOrderEvent(runtime.context.outbox, transaction, order, 'deleted');
      await order.destroy({ transaction });
    },
    'deleted',
  );
}

export async function requestPrint(
  runtime: OrdersRuntime,
  principal: Principal,
  id: number,
): Promise<OrderWithItems> {
  return withLockedOrder(runtime, principal, id, async (order, transaction) => {
    await recordPrintRequest(runtime.context.outbox, transaction, order);
  });
}
