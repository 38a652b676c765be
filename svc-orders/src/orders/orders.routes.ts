import { Router, type Request } from 'express';
import Joi from 'joi';
import {
  BadRequest,
  entityId,
  idParam,
  instant,
  Invalid,
  NotFound,
  principalOf,
  requireRole,
  requireStaff,
  ROLE_ADMIN,
  validate,
} from '@theke/server';
import {
  addDays,
  DEFAULT_TIME_ZONE,
  normalizePhone,
  parseCalendarDate,
  phoneFormatError,
  STAFF_ACTIONS,
  startOfBusinessDay,
  type StaffAction,
} from '@theke/domain';
import { publicBaseUrl } from '../settings';
import type { OrdersRuntime } from './order-ports';
import {
  HISTORY_ORDER_TYPES,
  HISTORY_PAYMENT_METHODS,
  HISTORY_STATUSES,
  type HistoryFilter,
} from './order-history-filter';
import { isStaffEditableName, orderEditSchema, orderPayloadSchema, staffEditRules } from './order.schema';
import { requestHashOf } from './order-secrets';
import { publicOrderView, staffOrderView } from './order-views';
import { placeOrder } from './place-order';
import {
  changeStatus,
  currentOrders,
  deleteOrder,
  listOrders,
  missedOrders,
  requestPrint,
  staffOrder,
  updateOrder,
  type OrderEdit,
  type OrderWithItems,
} from './staff-orders.service';

const IDEMPOTENCY_KEY = /^[\x21-\x7e]{1,255}$/;

function idempotencyKeyOf(req: Request): string | null {
  const key = req.get('idempotency-key');
  if (key === undefined) return null;
  if (!IDEMPOTENCY_KEY.test(key))
    throw new BadRequest('Der Idempotency-Key ist ungültig.', 'invalid_idempotency_key');
  return key;
}

export const orderIdOf = (req: Request): number => idParam(req);

const staffView = ({ order, items }: OrderWithItems) => staffOrderView(order, items);

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const dayOrInstant = () => Joi.alternatives(Joi.string().pattern(DAY), instant());

const listQuerySchema = Joi.object({
  branch: entityId(),
  from: dayOrInstant(),
  to: dayOrInstant(),
  limit: Joi.number().integer().min(1).max(200).default(50),
  offset: Joi.number().integer().min(0).default(0),
  status: Joi.string().valid(...HISTORY_STATUSES),
  orderType: Joi.string().valid(...HISTORY_ORDER_TYPES),
  paymentMethod: Joi.string().valid(...HISTORY_PAYMENT_METHODS),
  search: Joi.string().trim().max(100).allow(''),
}).unknown(true);

const branchQuerySchema = Joi.object({ branch: entityId() }).unknown(true);

/** PUT /orders/{id}: the keys sent that staff may edit (others of a whole order sent back are ignored), the phone normalised (SPEC §5). */
function orderEditOf(body: unknown): OrderEdit {
  const sent = Object.keys((body ?? {}) as object).filter(isStaffEditableName);
  const values = validate(orderEditSchema, body ?? {}) as Record<string, unknown>;
  const edit: Record<string, unknown> = {};
  for (const key of sent) edit[key] = values[key];
  if (typeof edit.phone === 'string') {
    edit.phone = normalizePhone(edit.phone);
    const message = phoneFormatError(edit.phone as string);
    if (message) throw new Invalid([{ message, field: 'phone', code: 'phone' }]);
  }
  for (const key of ['appointmentDate', 'counterAppointment'] as const) {
    if (typeof edit[key] === 'string') edit[key] = new Date(edit[key] as string);
  }
  return edit as OrderEdit;
}

export function ordersRouter(runtime: OrdersRuntime): Router {
  const router = Router();

  // Guests place orders (public); the answer is the placed order with uid, hash and payment page.
  router.post('/orders', async (req, res) => {
    const idempotencyKey = idempotencyKeyOf(req);
    const payload = validate(orderPayloadSchema, req.body ?? {});
    const result = await placeOrder(runtime, {
      payload,
      idempotencyKey,
      requestHash: idempotencyKey ? requestHashOf(req.body) : null,
      baseUrl: publicBaseUrl(req, runtime.settings),
    });
    if (result.replayed) res.setHeader('Idempotent-Replayed', 'true');
    res.status(201).json({ data: publicOrderView(result.order, result.items) });
  });

  router.get('/orders', requireStaff, async (req, res) => {
    const query = validate(listQuerySchema, req.query) as HistoryFilter & {
      branch?: number;
      from?: string;
      to?: string;
      limit: number;
      offset: number;
    };
    const { config } = await runtime.catalogue.current();
    const timeZone = config.timeZone || DEFAULT_TIME_ZONE;
    // A day means the business day in the business time zone; `to` includes its day.
    const boundary = (value: string | undefined, nextDay: boolean) => {
      if (!value) return undefined;
      const day = DAY.test(value) ? parseCalendarDate(value) : null;
      if (!day) return new Date(value);
      return startOfBusinessDay(nextDay ? addDays(day, 1) : day, timeZone);
    };
    const { orders, total } = await listOrders(principalOf(req), {
      branch: query.branch,
      from: boundary(query.from, false),
      to: boundary(query.to, true),
      limit: query.limit,
      offset: query.offset,
      filter: { status: query.status, orderType: query.orderType, paymentMethod: query.paymentMethod, search: query.search },
    });
    res.setHeader('X-Total-Count', String(total));
    res.json({ data: orders.map(staffView) });
  });

  router.get('/orders/current', requireStaff, async (req, res) => {
    const { branch } = validate(branchQuerySchema, req.query) as { branch?: number };
    res.json({ data: (await currentOrders(principalOf(req), branch)).map(staffView) });
  });

  router.get('/orders/missed', requireStaff, async (req, res) => {
    const { branch } = validate(branchQuerySchema, req.query) as { branch?: number };
    res.json({ data: (await missedOrders(principalOf(req), branch, runtime.settings.now())).map(staffView) });
  });

  router.get('/orders/:id', requireStaff, async (req, res) => {
    res.json({ data: staffView(await staffOrder(principalOf(req), orderIdOf(req))) });
  });

  router.put('/orders/:id', requireStaff, async (req, res) => {
    const edit = orderEditOf(req.body);
    res.json({ data: staffView(await updateOrder(runtime, principalOf(req), orderIdOf(req), edit)) });
  });

  router.delete('/orders/:id', requireRole(ROLE_ADMIN), async (req, res) => {
    await deleteOrder(runtime, principalOf(req), orderIdOf(req));
    res.status(204).end();
  });

  const statusBody = Joi.object({ rejectionMessage: staffEditRules.rejectionMessage }).unknown(true);
  router.post('/orders/:id/status/:action', requireStaff, async (req, res) => {
    const action = String(req.params.action) as StaffAction;
    if (!STAFF_ACTIONS.includes(action)) throw new NotFound();
    const { rejectionMessage } = validate(statusBody, req.body ?? {}) as { rejectionMessage: string | null };
    const changed = await changeStatus(
      runtime,
      principalOf(req),
      orderIdOf(req),
      action,
      action === 'reject' ? rejectionMessage : null,
    );
    res.json({ data: staffView(changed) });
  });

  router.post('/orders/:id/print', requireStaff, async (req, res) => {
    res.status(202).json({ data: staffView(await requestPrint(runtime, principalOf(req), orderIdOf(req))) });
  });

  for (const [path, channel] of [
    ['resend-new-order-email', 'guest-email'],
    ['resend-new-order-sms', 'guest-sms'],
  ] as const) {
    router.post(`/orders/:id/${path}`, requireStaff, async (req, res) => {
      const found = await staffOrder(principalOf(req), orderIdOf(req));
      await runtime.notifications.resend(found.order, channel);
      res.json({ data: staffView(found) });
    });
  }

  return router;
}
