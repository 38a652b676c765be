export { createOrdersService, ordersService, type OrdersServiceOptions } from './service';
