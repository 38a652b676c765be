/**
 * Routing keys `<service>.<entity>.<verb>` of every domain event (ARCHITECTURE.md "Events")
 * and the payloads their consumers rely on.
 */
export const EVENTS = {
  catalogChanged: 'catalog.catalog.changed',
  orderPlaced: 'orders.order.placed',
  orderStatusChanged: 'orders.order.status-changed',
  orderPrintRequested: 'orders.order.print-requested',
  orderDeleted: 'orders.order.deleted',
  deviceTestNotification: 'orders.device.test-notification',
  configChanged: 'content.config.changed',
  contactRequestReceived: 'content.contact-request.received',
  imageChanged: 'content.image.changed',
  uploadChanged: 'content.upload.changed',
  siteChanged: 'content.site.changed',
  redirectChanged: 'content.redirect.changed',
  blockChanged: 'content.block.changed',
  navigationChanged: 'content.navigation.changed',
  signageCommand: 'content.signage.command',
} as const;

/** Every routing key a service may publish; a binding pattern must match at least one (tested). */
export const EVENT_TYPES: readonly EventType[] = Object.values(EVENTS);

export type EventType = (typeof EVENTS)[keyof typeof EVENTS];

/** `catalog.catalog.changed` and the content `*.changed` events. */
export interface EntityChanged {
  entity: string;
  verb: 'created' | 'updated' | 'deleted';
  id: number;
}

/** Events about an order name its branch, so the gateway can filter live streams by branch. */
export interface OrderEvent {
  id: number;
  uid: string;
  branchId: number;
  ticketNumber: string | null;
}
