/**
 * A few demo orders in different states for the demo branches (svc-catalog's demo ids), so the
 * back-office has something to show on a fresh start. Inserted only into an empty orders table,
 * priced with the same rules as real orders, without events (nobody placed them).
 */
import { QueryTypes } from 'sequelize';
import type { OrderPayload } from '@theke/contracts';
import {
  businessDateOf,
  formatIsoDate,
  orderTypeFlags,
  type CartItem,
  type OrderType,
  type PaymentMethod,
} from '@theke/domain';
import type { CatalogueSnapshot } from '../catalogue-cache/catalogue-snapshot';
import type { ServiceRuntime } from '../runtime';
import { insertPlacedOrder } from '../orders/order-insert';
import type { CheckedOrder } from '../orders/order-checks';
import { Order } from '../orders/order.model';
import { orderPricing, pricedLines } from '../pricing/order-pricing';
import { rebuildOrderStatistics } from '../statistics/order-rollups';

const SEED_NAME = 'orders-demo';
const HOUR_MS = 3_600_000;
/** When staff confirmed and completed a demo order, after it was placed (the statistics' durations). */
const CONFIRMED_AFTER_MS = 6 * 60_000;
const COMPLETED_AFTER_MS = 40 * 60_000;

interface DemoOrder {
  branchId: number;
  orderType: OrderType;
  items: Array<[productId: number, amount: number, unit: string]>;
  customer: { firstName: string; lastName: string; phone: string; email: string | null };
  paymentMethod: PaymentMethod;
  placedHoursAgo: number;
  deliveryAreaId?: number;
  tableId?: number;
  donateeId?: number;
  appointmentInHours?: number;
  state: Partial<
    Pick<
      Order,
      | 'isConfirmed'
      | 'isInDelivery'
      | 'isDelivered'
      | 'isCompleted'
      | 'isRejected'
      | 'rejectionMessage'
      | 'questionnaire'
      | 'questionnaireRating'
    >
  > & {
    counterAppointmentInHours?: number;
  };
}

const DEMO_ORDERS: DemoOrder[] = [
  {
    branchId: 1,
    orderType: 'takeaway',
    items: [
      [15, 3, 'piece'],
      [13, 2, 'pair'],
    ],
    customer: {
      firstName: 'Anna',
      lastName: 'Huber',
      phone: '+436641234567',
      email: 'anna.huber@example.at',
    },
    paymentMethod: 'cash',
    placedHoursAgo: 0.1,
    donateeId: 1,
    state: {},
  },
  {
    branchId: 1,
    orderType: 'delivery',
    deliveryAreaId: 2,
    items: [
      [10, 2, 'l'],
      [16, 1, 'piece'],
    ],
    customer: {
      firstName: 'Markus',
      lastName: 'Gruber',
      phone: '+436769876543',
      email: 'm.gruber@example.at',
    },
    paymentMethod: 'atm-card',
    placedHoursAgo: 1,
    state: { isConfirmed: true },
  },
  {
    branchId: 1,
    orderType: 'delivery',
    deliveryAreaId: 1,
    items: [
      [12, 4, 'serving'],
      [14, 2, 'package'],
    ],
    customer: { firstName: 'Sabine', lastName: 'Wagner', phone: '+436601112233', email: null },
    paymentMethod: 'cash',
    placedHoursAgo: 2,
    state: { isConfirmed: true, isInDelivery: true },
  },
  {
    branchId: 1,
    orderType: 'takeaway',
    items: [[15, 5, 'piece']],
    customer: {
      firstName: 'Thomas',
      lastName: 'Bauer',
      phone: '+436805554433',
      email: 'thomas.bauer@example.at',
    },
    paymentMethod: 'cash',
    placedHoursAgo: 3,
    state: {},
  },
  {
    branchId: 2,
    orderType: 'dineIn',
    tableId: 1,
    items: [[23, 1, 'pair']],
    customer: {
      firstName: 'Eva',
      lastName: 'Steiner',
      phone: '+436509988776',
      email: 'eva.steiner@example.at',
    },
    paymentMethod: 'cash',
    placedHoursAgo: 26,
    state: {
      isConfirmed: true,
      isInDelivery: true,
      isCompleted: true,
      questionnaire: {
        rating: 5,
        foodRating: 5,
        serviceRating: 4,
        processRating: 5,
        comment: 'Schnell und gründlich, danke!',
      },
      questionnaireRating: 5,
    },
  },
  {
    branchId: 2,
    orderType: 'takeaway',
    items: [[11, 1, 'kilogram']],
    customer: {
      firstName: 'Lukas',
      lastName: 'Hofer',
      phone: '+436644455667',
      email: 'lukas.hofer@example.at',
    },
    paymentMethod: 'atm-card',
    placedHoursAgo: 5,
    state: { isRejected: true, rejectionMessage: 'Zitronensäure ist leider ausverkauft.' },
  },
  {
    branchId: 4,
    orderType: 'takeaway',
    items: [
      [15, 2, 'piece'],
      [16, 1, 'piece'],
    ],
    customer: {
      firstName: 'Julia',
      lastName: 'Moser',
      phone: '+436603322110',
      email: 'julia.moser@example.at',
    },
    paymentMethod: 'cash',
    placedHoursAgo: 0.5,
    appointmentInHours: 26,
    state: { counterAppointmentInHours: 28 },
  },
];

function demoPlacement(snapshot: CatalogueSnapshot, demo: DemoOrder, now: Date) {
  const branch = snapshot.branches.get(demo.branchId);
  const items: CartItem[] = [];
  for (const [productId, amount, unit] of demo.items) {
    const product = snapshot.products.get(productId);
    if (!product) return null;
    items.push({ product, amount, unit, parts: [] });
  }
  if (!branch) return null;
  const area = demo.deliveryAreaId
    ? branch.deliveryAreas.find((candidate) => candidate.id === demo.deliveryAreaId)
    : undefined;
  const table = demo.tableId ? snapshot.tables.get(demo.tableId) : undefined;
  const donatee = demo.donateeId ? snapshot.donatees.get(demo.donateeId) : undefined;
  const pricing = orderPricing({
    items,
    orderType: demo.orderType,
    deliveryArea: area ?? null,
    hasDonation: donatee !== undefined,
  });
  const placedAt = new Date(now.getTime() - demo.placedHoursAgo * HOUR_MS);
  const checked: CheckedOrder = {
    branch,
    orderType: demo.orderType,
    isQuotation: false,
    items,
    deliveryArea: area ? { ...area, id: Number(area.id) } : null,
    table: table ? { id: Number(table.id), identifier: table.identifier } : null,
    donatee: donatee ? { id: Number(donatee.id), identifier: donatee.identifier, name: donatee.name } : null,
    paymentMethod: demo.paymentMethod,
    appointment: demo.appointmentInHours ? new Date(now.getTime() + demo.appointmentInHours * HOUR_MS) : null,
    phone: demo.customer.phone,
    email: demo.customer.email,
    pricing,
  };
  const street = demo.orderType === 'delivery' ? 'Neubaugasse 12' : null;
  const payload = {
    ...orderTypeFlags(demo.orderType),
    isCompany: false,
    firstName: demo.customer.firstName,
    lastName: demo.customer.lastName,
    street,
    zipCode: street ? '1070' : null,
    city: street ? 'Wien' : null,
    country: 'AT',
    legalInstructions: true,
    privacyPolicy: true,
  } as unknown as OrderPayload;
  return { checked, payload, lines: pricedLines(items, demo.orderType), placedAt };
}

export async function seedDemoOrders(runtime: ServiceRuntime): Promise<void> {
  const { context } = runtime;
  let snapshot: CatalogueSnapshot;
  try {
    snapshot = await runtime.catalogue.current();
  } catch (error) {
    context.log.warn({ err: error }, 'catalogue unavailable, demo orders skipped');
    return;
  }
  const now = runtime.settings.now();
  // A marker row claims the seed once per database: concurrent starts seed once, and what staff
  // delete later stays deleted across restarts.
  const claimed = await context.sequelize.query(
    'INSERT INTO demo_seeds (name) VALUES (:name) ON CONFLICT (name) DO NOTHING RETURNING name',
    { replacements: { name: SEED_NAME }, type: QueryTypes.SELECT },
  );
  const seeded = claimed.length > 0;
  if (!seeded) return;
  let count = 0;
  for (const demo of DEMO_ORDERS) {
    const placement = demoPlacement(snapshot, demo, now);
    if (!placement) continue;
    const { order } = await insertPlacedOrder(context.sequelize, context.outbox, {
      checked: placement.checked,
      payload: placement.payload,
      lines: placement.lines,
      now: placement.placedAt,
      businessDate: formatIsoDate(businessDateOf(placement.placedAt, snapshot.config.timeZone)),
      currency: snapshot.config.currency,
      idempotencyKey: null,
      requestHash: null,
      paymentStatus: 'on-site',
      announce: false,
    });
    const { counterAppointmentInHours, ...state } = demo.state;
    const counterAppointment = counterAppointmentInHours
      ? new Date(now.getTime() + counterAppointmentInHours * HOUR_MS)
      : null;
    const placedAt = placement.placedAt.getTime();
    await Order.update(
      {
        ...state,
        counterAppointment,
        isDelivered: Boolean(state.isCompleted && order.isDelivery),
        confirmedAt: state.isConfirmed ? new Date(placedAt + CONFIRMED_AFTER_MS) : null,
        completedAt: state.isCompleted ? new Date(placedAt + COMPLETED_AFTER_MS) : null,
      },
      { where: { id: order.id } },
    );
    count++;
  }
  // Nobody placed them, so no event kept the statistics: recompute them from the orders.
  await rebuildOrderStatistics(context);
  context.log.info({ orders: count }, 'demo orders seeded');
}
