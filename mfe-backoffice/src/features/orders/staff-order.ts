/**
 * The staff view of an order is a contract: @theke/contracts derives it from the order's
 * description and svc-orders' `staffOrderView` is typed with it. The order desk names it here.
 */
export type { OrderItemView as StaffOrderItem, PaymentStatus, StaffOrder } from '@theke/contracts';
