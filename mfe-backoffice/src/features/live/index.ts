/** Live updates for staff and branch screens: the event stream, the alert sound and its notices. */
export { useLiveEvents, type LiveState } from './use-live-events';
export { LiveBar } from './LiveBar';
export { STAFF_EVENTS_URL, branchEventsUrl, isOrderQueryKey } from './live-events';
