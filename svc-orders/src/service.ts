import { Router } from 'express';
import { EVENTS } from '@theke/contracts';
import { withPayloadCheck, type ServiceContext, type ServiceDefinition, type Subscription } from '@theke/server';
import { seedDemoOrders } from './demo/demo-orders';
import { devicesRouter } from './devices/devices.routes';
import { defineDeviceModels } from './devices/device.model';
import { migrations } from './migrations';
import { newOrderSubscriptions } from './notifications/new-order.consumer';
import { createOrdersRuntime, type OrdersServiceRuntime, type RuntimeAdapters } from './orders-runtime';
import { defineOrderModels } from './orders/order.model';
import { keyOrdersRouter, PUBLIC_KEY_ORDER_ROUTES } from './orders/key-orders.routes';
import { orderItemsRouter } from './orders/order-items.routes';
import { ordersRouter } from './orders/orders.routes';
import { pickupBoardRouter } from './orders/pickup-board.routes';
import { PUBLIC_ORDER_ROUTES, publicOrdersRouter } from './orders/public-orders.routes';
import { PUBLIC_PAYMENT_ROUTES, paymentsRouter } from './payments/payments.routes';
import { cloudPrntRouter, PUBLIC_CLOUDPRNT_ROUTES } from './printing/cloudprnt.routes';
import { definePrintJobModel } from './printing/print-job.model';
import { printJobSubscription } from './printing/print-jobs.consumer';
import { queueTestReceipt } from './printing/print-jobs.service';
import { settingsFromEnv, type OrdersSettings } from './settings';
import { orderStatisticsRouter } from './statistics/order-statistics.routes';
import { orderStatisticsSubscription } from './statistics/order-statistics.consumer';

export interface OrdersServiceOptions extends RuntimeAdapters {
  /** Replaces what the environment says (tests: fake providers, SMTP server, a pinned clock). */
  settings?: Partial<OrdersSettings>;
  /** Receives the runtime of each started service (tests reach the catalogue cache through it). */
  onRuntime?: (runtime: OrdersServiceRuntime) => void;
  /** Prefix of the durable queue names (tests sharing a broker with a running platform). */
  queuePrefix?: string;
}

/** Catalogue and config changes make the in-memory snapshot stale; every replica keeps its own. */
function catalogueSubscription(runtime: OrdersServiceRuntime): Subscription {
  return {
    queue: 'orders.catalogue-cache',
    fanout: true,
    patterns: [EVENTS.catalogChanged, EVENTS.configChanged],
    handler: withPayloadCheck([EVENTS.catalogChanged, EVENTS.configChanged], async () => runtime.catalogue.invalidate()),
  };
}

/**
 * svc-orders: owns db `orders` (ARCHITECTURE.md): order intake and pricing authority, the
 * public status read, staff order handling, online payments, the new-order notifications, and
 * the branches' devices with CloudPRNT receipt printing.
 */
export function createOrdersService(options: OrdersServiceOptions = {}): ServiceDefinition {
  const runtimes = new WeakMap<ServiceContext, OrdersServiceRuntime>();
  const runtimeOf = (context: ServiceContext): OrdersServiceRuntime => {
    let runtime = runtimes.get(context);
    if (!runtime) {
      runtime = createOrdersRuntime(context, { ...settingsFromEnv(), ...options.settings }, options);
      runtimes.set(context, runtime);
      options.onRuntime?.(runtime);
    }
    return runtime;
  };

  return {
    name: 'orders',
    migrations,
    defineModels(sequelize) {
      defineOrderModels(sequelize);
      defineDeviceModels(sequelize);
      definePrintJobModel(sequelize);
    },
    router(context) {
      const runtime = runtimeOf(context);
      const router = Router();
      router.use(publicOrdersRouter(runtime));
      router.use(paymentsRouter(runtime));
      router.use(keyOrdersRouter(runtime));
      router.use(pickupBoardRouter(runtime));
      router.use(ordersRouter(runtime));
      router.use(orderItemsRouter(runtime));
      router.use(devicesRouter(runtime, (device) => queueTestReceipt(runtime, device)));
      router.use(cloudPrntRouter(runtime));
      router.use(orderStatisticsRouter(runtime));
      return router;
    },
    publicRoutes: [
      ...PUBLIC_ORDER_ROUTES,
      ...PUBLIC_PAYMENT_ROUTES,
      ...PUBLIC_KEY_ORDER_ROUTES,
      ...PUBLIC_CLOUDPRNT_ROUTES,
    ],
    subscriptions(context) {
      const runtime = runtimeOf(context);
      return [
        catalogueSubscription(runtime),
        ...newOrderSubscriptions(runtime.notifications, options.queuePrefix),
        printJobSubscription(runtime, options.queuePrefix),
        orderStatisticsSubscription(context.sequelize, options.queuePrefix),
      ];
    },
    seedDemo: (context) => seedDemoOrders(runtimeOf(context)),
  };
}

export const ordersService: ServiceDefinition = createOrdersService();
