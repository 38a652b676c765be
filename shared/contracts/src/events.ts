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
  // The audit log (issue 19): one per service that writes; svc-content stores them all.
  catalogLogRecorded: 'catalog.log.recorded',
  ordersLogRecorded: 'orders.log.recorded',
  contentLogRecorded: 'content.log.recorded',
  workforceLogRecorded: 'workforce.log.recorded',
  gatewayLogRecorded: 'gateway.log.recorded',
} as const;

/** The routing key of each writer's audit-log events. */
export const CHANGE_RECORDED_EVENTS: Readonly<Record<string, EventType>> = {
  catalog: EVENTS.catalogLogRecorded,
  orders: EVENTS.ordersLogRecorded,
  content: EVENTS.contentLogRecorded,
  workforce: EVENTS.workforceLogRecorded,
  gateway: EVENTS.gatewayLogRecorded,
};

/** The binding that receives every writer's audit-log events. */
export const CHANGE_RECORDED_PATTERN = '*.log.recorded';

/** An audit-log event, whoever wrote it (staff live streams and caches leave them alone). */
export const isChangeRecorded = (type: string): boolean => type.endsWith('.log.recorded');

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

export const CHANGE_ACTIONS = ['created', 'updated', 'deleted'] as const;
export type ChangeAction = (typeof CHANGE_ACTIONS)[number];

/** One field of a change as the API names it: null before a create and after a delete. */
export interface FieldChange {
  before: unknown;
  after: unknown;
}

/** Who made a change; a branch screen's api key has a name but no user id. */
export interface ChangeAuthor {
  id: number | null;
  username: string | null;
}

/**
 * `<service>.log.recorded`: one staff create, update or delete, written in the change's own
 * transaction. `changes` holds only differing fields on update; secrets (passwords, api keys,
 * tokens, hashes) appear as '***', never as their value.
 */
export interface ChangeRecorded {
  entity: string;
  entityId: number | null;
  action: ChangeAction;
  /** What names the entry (its name, title, ticket number, username), when it has one. */
  title: string | null;
  user: ChangeAuthor | null;
  occurredAt: string;
  changes: Record<string, FieldChange>;
}

/** An audit-log entry as `GET /api/logs` and `/api/logs/{id}` answer it. */
export interface LogEntry extends ChangeRecorded {
  id: number;
  /** The writer: 'catalog', 'orders', 'content', 'workforce' or 'gateway'. */
  service: string;
}
