/**
 * Routing keys `<service>.<entity>.<verb>` of every domain event (ARCHITECTURE.md "Events")
 * and the payloads their consumers rely on: `EventPayloads` names the payload of each key.
 */
import type { ImageReference } from '@theke/domain';
import type { SignageCommandFields } from './entities/signage-player';

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

/** The content `*.changed` events: one entity created, updated or deleted. */
export interface EntityChanged {
  entity: string;
  verb: ChangeAction;
  id: number;
}

/** What `catalog.catalog.changed` names: each catalogue entity, or the whole catalogue. */
export type CatalogEntity =
  'division' | 'branch' | 'tag' | 'menu' | 'category' | 'product' | 'table' | 'donatee' | 'catalog';
export type CatalogVerb = ChangeAction | 'seeded';

/**
 * `catalog.catalog.changed`, the one event every catalogue change publishes: an entity created,
 * updated or deleted, or the demo data seeded into an empty catalogue (`catalog`, no id).
 */
export type CatalogChanged =
  | { entity: Exclude<CatalogEntity, 'catalog'>; verb: ChangeAction; id: number }
  | { entity: 'catalog'; verb: 'seeded'; id: null };

/** `content.config.changed`: the one config row was saved. */
export interface ConfigChanged extends EntityChanged {
  entity: 'config';
  verb: 'updated';
}

/** `content.image.changed`: a created or updated image carries its reference as others embed it (SPEC §3). */
export type ImageChanged =
  | { entity: 'image'; verb: 'created' | 'updated'; id: number; image: ImageReference }
  | { entity: 'image'; verb: 'deleted'; id: number };

/**
 * `content.upload.changed`: a created or updated upload carries it as the API shows it (null for a
 * guest's, from the contact form); a deleted one only its id.
 */
export type UploadChanged =
  | { entity: 'upload'; verb: 'created' | 'updated'; id: number; upload: Record<string, unknown> | null }
  | { entity: 'upload'; verb: 'deleted'; id: number };

/** `content.contact-request.received`: no personal data on the bus, consumers read the request by its id. */
export interface ContactRequestReceived {
  entity: 'contact-request';
  id: number;
}

/** Events about an order name its branch, so the gateway can filter live streams by branch. */
export interface OrderEvent {
  id: number;
  uid: string;
  branchId: number;
  ticketNumber: string | null;
}

/** What happened to an order (`orders.order.*` events). */
export type OrderChange =
  | 'placed'
  | 'confirmed'
  | 'rejected'
  | 'canceled'
  | 'in-delivery'
  | 'completed'
  | 'paid'
  | 'payment-failed'
  | 'refunded'
  | 'updated'
  | 'item-edited'
  | 'counter-appointment-proposed'
  | 'counter-appointment-confirmed'
  | 'counter-appointment-rejected'
  | 'questionnaire'
  | 'deleted';

/**
 * `orders.order.placed`, `.status-changed`, `.deleted` and `.print-requested`: every order event
 * names its branch (the gateway filters live streams by it) and what changed.
 */
export interface OrderChanged extends OrderEvent {
  change: OrderChange;
  isQuotation: boolean;
  /** Online payment not settled yet: the new-order notifications wait for `paid`. */
  isPaymentPending: boolean;
  hasEmail: boolean;
  hasPhone: boolean;
}

/** `orders.device.test-notification`: the screens of the branch show 'Testbenachrichtigung'. */
export interface DeviceTestNotification {
  /** The device's id (every event names its entity's id and branch). */
  id: number;
  deviceId: number;
  branchId: number;
}

/**
 * `content.signage.command` (ADR 0042): a command to a TV was sent (state 'pending'), delivered,
 * acknowledged or aborted. The gateway streams it to the device it names (a player executes
 * 'pending' ones and drops 'aborted' ones) and to staff of its branch (the back-office's states).
 */
export interface SignageCommand extends SignageCommandFields {
  deviceId: number;
  branchId: number;
}

/**
 * `workforce.activity.*`: one clocking action of an employee (started, paused, resumed, ended) or a
 * correction of a recorded activity. `at` is the recorded instant (the device's time of an offline
 * action), `occurredAt` of the envelope when the server took it.
 */
export interface ActivityChanged {
  /** The working activity's id. */
  id: number;
  userId: number;
  username: string;
  departmentId: number | null;
  /** The department's branch, so live streams can filter by branch; null without a department. */
  branchId: number | null;
  at: string;
}

/** `workforce.schedule.changed`: a planned shift was created, updated or deleted. */
export interface ScheduleChanged extends EntityChanged {
  entity: 'working-schedule';
  userId: number;
  departmentId: number;
  /** The planned day, `YYYY-MM-DD`. */
  day: string;
}

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

/** The audit-log routing keys (`<service>.log.recorded`); each carries a `ChangeRecorded`. */
export type ChangeRecordedType =
  | typeof EVENTS.catalogLogRecorded
  | typeof EVENTS.ordersLogRecorded
  | typeof EVENTS.contentLogRecorded
  | typeof EVENTS.workforceLogRecorded
  | typeof EVENTS.gatewayLogRecorded;

/** The payload of every declared event, by routing key (the outbox's `record` is typed by it). */
export interface EventPayloads {
  [EVENTS.catalogChanged]: CatalogChanged;
  [EVENTS.orderPlaced]: OrderChanged;
  [EVENTS.orderStatusChanged]: OrderChanged;
  [EVENTS.orderPrintRequested]: OrderChanged;
  [EVENTS.orderDeleted]: OrderChanged;
  [EVENTS.deviceTestNotification]: DeviceTestNotification;
  [EVENTS.configChanged]: ConfigChanged;
  [EVENTS.contactRequestReceived]: ContactRequestReceived;
  [EVENTS.imageChanged]: ImageChanged;
  [EVENTS.uploadChanged]: UploadChanged;
  [EVENTS.siteChanged]: EntityChanged;
  [EVENTS.redirectChanged]: EntityChanged;
  [EVENTS.blockChanged]: EntityChanged;
  [EVENTS.navigationChanged]: EntityChanged;
  [EVENTS.signageCommand]: SignageCommand;
  [EVENTS.activityStarted]: ActivityChanged;
  [EVENTS.activityPaused]: ActivityChanged;
  [EVENTS.activityResumed]: ActivityChanged;
  [EVENTS.activityEnded]: ActivityChanged;
  [EVENTS.activityCorrected]: ActivityChanged;
  [EVENTS.scheduleChanged]: ScheduleChanged;
  [EVENTS.catalogLogRecorded]: ChangeRecorded;
  [EVENTS.ordersLogRecorded]: ChangeRecorded;
  [EVENTS.contentLogRecorded]: ChangeRecorded;
  [EVENTS.workforceLogRecorded]: ChangeRecorded;
  [EVENTS.gatewayLogRecorded]: ChangeRecorded;
}

/** The payload published under `type`; fails to compile if a declared event has no payload. */
export type EventPayload<T extends EventType> = EventPayloads[T];

