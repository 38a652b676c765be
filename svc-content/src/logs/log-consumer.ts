/**
 * Stores every writer's audit-log events (issue 19): bound to `*.log.recorded`, one durable queue
 * shared by the replicas; the inbox turns a redelivered event into one row. A payload that does
 * not fit the contract is refused (the bus retries, then parks it in the dead-letter queue)
 * rather than stored half.
 */
import Joi from 'joi';
import { CHANGE_ACTIONS, CHANGE_RECORDED_PATTERN, type ChangeRecorded } from '@theke/contracts';
import { withInbox, type DomainEvent, type ServiceContext, type Subscription } from '@theke/server';
import { LogEntry } from './log-entry.model';

export const LOGS_QUEUE = 'content.logs';

const changeRecordedSchema = Joi.object<ChangeRecorded>({
  entity: Joi.string().max(100).required(),
  entityId: Joi.number().integer().allow(null).required(),
  action: Joi.string()
    .valid(...CHANGE_ACTIONS)
    .required(),
  title: Joi.string().allow(null, '').required(),
  user: Joi.object({
    id: Joi.number().integer().allow(null).required(),
    username: Joi.string().max(180).allow(null).required(),
  }).allow(null),
  occurredAt: Joi.string().isoDate().required(),
  changes: Joi.object()
    .pattern(Joi.string(), Joi.object({ before: Joi.any(), after: Joi.any() }))
    .required(),
}).unknown(true);

/** `catalog.log.recorded` → 'catalog'. */
const writerOf = (type: string): string => type.split('.')[0] ?? type;

export function logsSubscription(context: ServiceContext): Subscription {
  const handler = withInbox(context.sequelize, LOGS_QUEUE, async (event: DomainEvent, transaction) => {
    const { error, value } = changeRecordedSchema.validate(event.data);
    if (error) throw new Error(`${event.type} ${event.id} does not fit the contract: ${error.message}`);
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
  return { queue: LOGS_QUEUE, patterns: [CHANGE_RECORDED_PATTERN], handler };
}
