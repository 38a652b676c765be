/**
 * Stores every writer's audit-log events (issue 19): bound to `*.log.recorded`, one durable queue
 * shared by the replicas; the inbox turns a redelivered event into one row. A payload that does
 * not fit the contract is refused (`withPayloadCheck`: the bus retries, then parks it in the
 * dead-letter queue) rather than stored half.
 */
import { CHANGE_RECORDED_EVENTS, CHANGE_RECORDED_PATTERN, type ChangeRecorded } from '@theke/contracts';
import { withInbox, withPayloadCheck, type DomainEvent, type ServiceContext, type Subscription } from '@theke/server';
import { LogEntry } from './log-entry.model';

export const LOGS_QUEUE = 'content.logs';

/** `catalog.log.recorded` → 'catalog'. */
const writerOf = (type: string): string => type.split('.')[0] ?? type;

export function logsSubscription(context: ServiceContext): Subscription {
  const handler = withInbox(context.sequelize, LOGS_QUEUE, async (event: DomainEvent<ChangeRecorded>, transaction) => {
    const value = event.data;
    await LogEntry.create(
      {
        eventId: event.id,
        service: writerOf(event.type),
        entity: value.entity,
        entityId: value.entityId,
        action: value.action,
        title: value.title || null,
        userId: value.user?.id ?? null,
        username: value.user?.username ?? null,
        occurredAt: new Date(value.occurredAt),
        changes: value.changes,
      },
      { transaction },
    );
  });
  // The pattern takes every writer's key; each is declared in CHANGE_RECORDED_EVENTS (tested).
  return { queue: LOGS_QUEUE, patterns: [CHANGE_RECORDED_PATTERN], handler: withPayloadCheck(Object.values(CHANGE_RECORDED_EVENTS), handler) };
}
