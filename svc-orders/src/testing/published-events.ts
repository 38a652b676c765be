/**
 * What svc-orders publishes, built by its own publishers: the event contract test
 * (scripts/event-contracts.test.ts) checks these against the declared payloads.
 */
import { EVENTS } from '@theke/contracts';
import { ORDER_CHANGES } from '@theke/contracts/event-payloads';
import { createEvent, type DomainEvent } from '@theke/server';
import { orderEventOf } from '../orders/order-events';
import { NEW_ORDER_STATE, orderRecordOf } from '../orders/order.model';

export function publishedOrderEvents(): DomainEvent[] {
  const base = { ...NEW_ORDER_STATE, id: 7, uid: 'c0ffee', branchId: 2, ticketNumber: 12, isQuotation: false };
  const online = orderRecordOf({ ...base, paymentMethod: 'mollie', email: 'gast@example.at', phone: null });
  const counter = orderRecordOf({ ...base, paymentMethod: 'cash', email: null, phone: '+43 660 1234567' });
  return [
    ...ORDER_CHANGES.map((change) => createEvent(EVENTS.orderStatusChanged, orderEventOf(online, change))),
    createEvent(EVENTS.orderPlaced, orderEventOf(counter, 'placed')),
    createEvent(EVENTS.orderDeleted, orderEventOf(counter, 'deleted')),
    createEvent(EVENTS.orderPrintRequested, orderEventOf(counter, 'updated')),
    // devices.service's test notification, as it builds it from the device.
    createEvent(EVENTS.deviceTestNotification, { id: 3, deviceId: 3, branchId: 2 }),
  ];
}
