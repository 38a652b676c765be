/**
 * Routing keys `<service>.<entity>.<verb>` of every domain event (ARCHITECTURE.md "Events")
 * and the payloads their consumers rely on: `EventPayloads` names the payload of each key.
 */
import type * as shapes from './events/event-payloads';
import type { ShapeType } from './events/payload-shapes';

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
  // Time tracking (issue 21): statistics and the live desk consume them.
  activityStarted: 'workforce.activity.started',
  activityPaused: 'workforce.activity.paused',
  activityResumed: 'workforce.activity.resumed',
  activityEnded: 'workforce.activity.ended',
  activityCorrected: 'workforce.activity.corrected',
  scheduleChanged: 'workforce.schedule.changed',
  // The audit log (issue 19): one per service that writes; svc-content stores them all.
  catalogLogRecorded: 'catalog.log.recorded',
  ordersLogRecorded: 'orders.log.recorded',
  contentLogRecorded: 'content.log.recorded',
  workforceLogRecorded: 'workforce.log.recorded',
  gatewayLogRecorded: 'gateway.log.recorded',
} as const;

/** The routing key of each writer's audit-log events. */
export const CHANGE_RECORDED_EVENTS: Readonly<Record<string, ChangeRecordedType>> = {
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

export const CHANGE_ACTIONS = ['created', 'updated', 'deleted'] as const;
export type ChangeAction = (typeof CHANGE_ACTIONS)[number];

/*
 * The payload types below are derived from their shapes in events/event-payloads.ts, where each
 * is described (and documented) once; the consumers' joi checks come from the same shapes.
 */
export type EntityChanged = ShapeType<typeof shapes.entityChanged>;
export type CatalogEntity = (typeof shapes.CATALOG_ENTITIES)[number] | 'catalog';
export type CatalogVerb = ChangeAction | 'seeded';
export type CatalogChanged = ShapeType<typeof shapes.catalogChanged>;
export type ConfigChanged = ShapeType<typeof shapes.configChanged>;
export type ImageChanged = ShapeType<typeof shapes.imageChanged>;
export type UploadChanged = ShapeType<typeof shapes.uploadChanged>;
export type ContactRequestReceived = ShapeType<typeof shapes.contactRequestReceived>;
export type OrderChange = (typeof shapes.ORDER_CHANGES)[number];
export type OrderChanged = ShapeType<typeof shapes.orderChanged>;
export type DeviceTestNotification = ShapeType<typeof shapes.deviceTestNotification>;
export type SignageCommand = ShapeType<typeof shapes.signageCommand>;
export type ActivityChanged = ShapeType<typeof shapes.activityChanged>;
export type ScheduleChanged = ShapeType<typeof shapes.scheduleChanged>;
export type FieldChange = ShapeType<typeof shapes.fieldChange>;
export type ChangeAuthor = ShapeType<typeof shapes.changeAuthor>;
export type ChangeRecorded = ShapeType<typeof shapes.changeRecorded>;

/** An audit-log entry as `GET /api/logs` and `/api/logs/{id}` answer it. */
export interface LogEntry extends ChangeRecorded {
  id: number;
  /** The writer: 'catalog', 'orders', 'content', 'workforce' or 'gateway'. */
  service: string;
}

/** The audit-log routing keys (`<service>.log.recorded`); each carries a `ChangeRecorded`. */
export type ChangeRecordedType =
  | typeof EVENTS.catalogLogRecorded
  | typeof EVENTS.ordersLogRecorded
  | typeof EVENTS.contentLogRecorded
  | typeof EVENTS.workforceLogRecorded
  | typeof EVENTS.gatewayLogRecorded;

/** The payload of every declared event, by routing key (the outbox's `record` is typed by it). */
export type EventPayloads = { [K in EventType]: ShapeType<(typeof shapes.EVENT_PAYLOADS)[K]> };

/** The payload published under `type`; fails to compile if a declared event has no payload. */
export type EventPayload<T extends EventType> = EventPayloads[T];

