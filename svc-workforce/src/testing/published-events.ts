/**
 * What svc-workforce publishes, built by its own publishers: the event contract test
 * (scripts/event-contracts.test.ts) checks these against the declared payloads.
 */
import type { Model } from 'sequelize';
import { CHANGE_ACTIONS, EVENTS } from '@theke/contracts';
import { createEvent, type DomainEvent } from '@theke/server';
import { ACTIVITY_EVENTS, activityEventOf } from '../activities/activity-events';
import { scheduleChanged } from '../schedules/working-schedule.routes';

export function publishedWorkforceEvents(): DomainEvent[] {
  const activity = { id: 4, userId: 9, username: 'anna', departmentId: 2 };
  const at = new Date('2025-03-30T07:30:00.000Z');
  const shift = { id: 5, userId: 9, departmentId: 2, day: '2025-03-31' } as unknown as Model;
  return [
    ...Object.values(ACTIVITY_EVENTS).map((type) => createEvent(type, activityEventOf(activity, at, 1))),
    createEvent(ACTIVITY_EVENTS.corrected, activityEventOf({ ...activity, departmentId: null }, at, null)),
    ...CHANGE_ACTIONS.map((verb) => createEvent(EVENTS.scheduleChanged, scheduleChanged(verb, shift))),
  ];
}
