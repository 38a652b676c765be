export { createOrdersService, ordersService, type OrdersServiceOptions } from './service';
export { rebuildOrderStatistics } from './statistics/order-rollups';
