/**
 * The payload of every declared event, described once (issue 18): events.ts derives the payload
 * types from these shapes, and the services' consumers check what they receive against them
 * (@theke/server `withPayloadCheck`). Server code imports it as `@theke/contracts/event-payloads`;
 * browser bundles never do (they use the types only).
 */
import { CHANGE_ACTIONS, EVENTS, type EventType } from '../events';
import { SIGNAGE_COMMANDS, SIGNAGE_COMMAND_STATES } from '../entities/signage-player';
import {
  anyOf,
  calendarDay,
  decimal,
  flag,
  id,
  image,
  instant,
  mapOf,
  none,
  nullable,
  object,
  oneOf,
  text,
  unknownValue,
  type Shape,
} from './payload-shapes';

export type { Shape } from './payload-shapes';

const changeAction = oneOf(...CHANGE_ACTIONS);

/** The content `*.changed` events: one entity created, updated or deleted. */
export const entityChanged = object({ entity: text(), verb: changeAction, id: id() });

/** What `catalog.catalog.changed` names: each catalogue entity, or the whole catalogue. */
export const CATALOG_ENTITIES = ['division', 'branch', 'tag', 'menu', 'category', 'product', 'table', 'donatee'] as const;

/**
 * `catalog.catalog.changed`, the one event every catalogue change publishes: an entity created,
 * updated or deleted, or the demo data seeded into an empty catalogue (`catalog`, no id).
 */
export const catalogChanged = anyOf(
  object({ entity: oneOf(...CATALOG_ENTITIES), verb: changeAction, id: id() }),
  object({ entity: oneOf('catalog'), verb: oneOf('seeded'), id: none() }),
);

/** `content.config.changed`: the one config row was saved. */
export const configChanged = object({ entity: oneOf('config'), verb: oneOf('updated'), id: id() });

/** `content.image.changed`: a created or updated image carries its reference as others embed it (SPEC §3). */
export const imageChanged = anyOf(
  object({ entity: oneOf('image'), verb: oneOf('created', 'updated'), id: id(), image: image() }),
  object({ entity: oneOf('image'), verb: oneOf('deleted'), id: id() }),
);

/**
 * `content.upload.changed`: a created or updated upload carries it as the API shows it (null for a
 * guest's, from the contact form); a deleted one only its id.
 */
export const uploadChanged = anyOf(
  object({ entity: oneOf('upload'), verb: oneOf('created', 'updated'), id: id(), upload: nullable(mapOf(unknownValue())) }),
  object({ entity: oneOf('upload'), verb: oneOf('deleted'), id: id() }),
);

/** `content.contact-request.received`: no personal data on the bus, consumers read the request by its id. */
export const contactRequestReceived = object({ entity: oneOf('contact-request'), id: id() });

/** What happened to an order (`orders.order.*` events). */
export const ORDER_CHANGES = [
  'placed',
  'confirmed',
  'rejected',
  'canceled',
  'in-delivery',
  'completed',
  'paid',
  'payment-failed',
  'refunded',
  'updated',
  'item-edited',
  'counter-appointment-proposed',
  'counter-appointment-confirmed',
  'counter-appointment-rejected',
  'questionnaire',
  'deleted',
] as const;

/** Events about an order name its branch, so the gateway can filter live streams by branch. */
const orderEvent = { id: id(), uid: text(), branchId: id(), ticketNumber: nullable(text()) } as const;

/**
 * `orders.order.placed`, `.status-changed`, `.deleted` and `.print-requested`: every order event
 * names its branch (the gateway filters live streams by it) and what changed. `isPaymentPending`:
 * online payment not settled yet, the new-order notifications wait for `paid`.
 */
export const orderChanged = object({
  ...orderEvent,
  change: oneOf(...ORDER_CHANGES),
  isQuotation: flag(),
  isPaymentPending: flag(),
  hasEmail: flag(),
  hasPhone: flag(),
});

/** `orders.device.test-notification`: the screens of the branch show 'Testbenachrichtigung'; `id` is the device's. */
export const deviceTestNotification = object({ id: id(), deviceId: id(), branchId: id() });

/** The fields of a signage command every view of it carries (`SignageCommandFields`). */
export const signageCommandFields = {
  id: id(),
  command: oneOf(...SIGNAGE_COMMANDS),
  state: oneOf(...SIGNAGE_COMMAND_STATES),
  scene: nullable(object({ id: id() })),
  segment: nullable(object({ id: id() })),
  durationSeconds: nullable(decimal()),
  message: nullable(text()),
  expiresAt: instant(),
} as const;

/**
 * `content.signage.command` (ADR 0042): a command to a TV was sent (state 'pending'), delivered,
 * acknowledged or aborted. The gateway streams it to the device it names (a player executes
 * 'pending' ones and drops 'aborted' ones) and to staff of its branch (the back-office's states).
 */
export const signageCommand = object({ ...signageCommandFields, deviceId: id(), branchId: id() });

/**
 * `workforce.activity.*`: one clocking action of an employee (started, paused, resumed, ended) or a
 * correction of a recorded activity. `id` is the working activity's; `branchId` the department's
 * branch (null without a department), so live streams can filter by branch; `at` the recorded
 * instant (the device's time of an offline action), `occurredAt` of the envelope when the server took it.
 */
export const activityChanged = object({
  id: id(),
  userId: id(),
  username: text(),
  departmentId: nullable(id()),
  branchId: nullable(id()),
  at: instant(),
});

/** `workforce.schedule.changed`: a planned shift was created, updated or deleted on `day`. */
export const scheduleChanged = object({
  entity: oneOf('working-schedule'),
  verb: changeAction,
  id: id(),
  userId: id(),
  departmentId: id(),
  day: calendarDay(),
});

/** One field of a change as the API names it: null before a create and after a delete. */
export const fieldChange = object({ before: unknownValue(), after: unknownValue() });

/** Who made a change; a branch screen's api key has a name but no user id. */
export const changeAuthor = object({ id: nullable(id()), username: nullable(text({ max: 180 })) });

/**
 * `<service>.log.recorded`: one staff create, update or delete, written in the change's own
 * transaction. `title` names the entry (its name, title, ticket number, username) when it has one;
 * `changes` holds only differing fields on update; secrets (passwords, api keys, tokens, hashes)
 * appear as '***', never as their value.
 */
export const changeRecorded = object({
  entity: text({ max: 100 }),
  entityId: nullable(id()),
  action: changeAction,
  title: nullable(text()),
  user: nullable(changeAuthor),
  occurredAt: instant(),
  changes: mapOf(fieldChange),
});

/** The payload shape of every declared event, by routing key. */
export const EVENT_PAYLOADS = {
  [EVENTS.catalogChanged]: catalogChanged,
  [EVENTS.orderPlaced]: orderChanged,
  [EVENTS.orderStatusChanged]: orderChanged,
  [EVENTS.orderPrintRequested]: orderChanged,
  [EVENTS.orderDeleted]: orderChanged,
  [EVENTS.deviceTestNotification]: deviceTestNotification,
  [EVENTS.configChanged]: configChanged,
  [EVENTS.contactRequestReceived]: contactRequestReceived,
  [EVENTS.imageChanged]: imageChanged,
  [EVENTS.uploadChanged]: uploadChanged,
  [EVENTS.siteChanged]: entityChanged,
  [EVENTS.redirectChanged]: entityChanged,
  [EVENTS.blockChanged]: entityChanged,
  [EVENTS.navigationChanged]: entityChanged,
  [EVENTS.signageCommand]: signageCommand,
  [EVENTS.activityStarted]: activityChanged,
  [EVENTS.activityPaused]: activityChanged,
  [EVENTS.activityResumed]: activityChanged,
  [EVENTS.activityEnded]: activityChanged,
  [EVENTS.activityCorrected]: activityChanged,
  [EVENTS.scheduleChanged]: scheduleChanged,
  [EVENTS.catalogLogRecorded]: changeRecorded,
  [EVENTS.ordersLogRecorded]: changeRecorded,
  [EVENTS.contentLogRecorded]: changeRecorded,
  [EVENTS.workforceLogRecorded]: changeRecorded,
  [EVENTS.gatewayLogRecorded]: changeRecorded,
} as const satisfies Record<EventType, Shape>;
