/**
 * Keeps the worked-time rollup (ADR 0043 "Rollups"): every `workforce.activity.*` event has the
 * activity's rows recomputed from its stored times. One durable queue shared by the replicas; the
 * inbox skips a redelivered event, and a repeated recompute would change nothing anyway.
 */
import { EVENTS, type ActivityChanged } from '@theke/contracts';
import { withInbox, withPayloadCheck, type DomainEvent, type ServiceContext, type Subscription } from '@theke/server';
import { recomputeWorkedHours } from './worked-hours';

export const STATISTICS_QUEUE = 'workforce.statistics';

export const ACTIVITY_EVENT_TYPES = [
  EVENTS.activityStarted,
  EVENTS.activityPaused,
  EVENTS.activityResumed,
  EVENTS.activityEnded,
  EVENTS.activityCorrected,
];

export function statisticsSubscription(context: ServiceContext): Subscription {
  const handler = withInbox(context.sequelize, STATISTICS_QUEUE, async (event: DomainEvent<ActivityChanged>, transaction) => {
    await recomputeWorkedHours(context.sequelize, [event.data.id], transaction);
  });
  return { queue: STATISTICS_QUEUE, patterns: ACTIVITY_EVENT_TYPES, handler: withPayloadCheck(ACTIVITY_EVENT_TYPES, handler) };
}
