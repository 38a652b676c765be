/**
 * How staff and branch screens react to the gateway's live events (SSE, ADR 0007 events): new
 * orders ring and refresh, status changes refresh, a notification device's test shows and rings.
 * Reactions invalidate react-query queries; they never patch caches from event data.
 */
import { EVENTS } from '@theke/contracts';

export const LIVE_EVENTS = {
  orderPlaced: EVENTS.orderPlaced,
  orderStatusChanged: EVENTS.orderStatusChanged,
  deviceTestNotification: EVENTS.deviceTestNotification,
} as const;

export type LiveEventType = (typeof LIVE_EVENTS)[keyof typeof LIVE_EVENTS];

export const LIVE_EVENT_TYPES: readonly LiveEventType[] = Object.values(LIVE_EVENTS);

/** The staff stream (session) and a branch screen's stream (api key). */
export const STAFF_EVENTS_URL = '/api/events';
export const branchEventsUrl = (branchId: number | string, apiKey: string): string =>
  `/api/events/branch/${encodeURIComponent(String(branchId))}/${encodeURIComponent(apiKey)}`;

export type LiveNotice = 'new-order' | 'test-notification';

export interface LiveReaction {
  refreshOrders: boolean;
  alert: boolean;
  notice: LiveNotice | null;
}

const NOTHING: LiveReaction = { refreshOrders: false, alert: false, notice: null };

/** The branch an event concerns (`data.branchId`), when it names one. */
export function branchOfEvent(data: unknown): number | null {
  const branchId = (data as { data?: { branchId?: unknown } } | null)?.data?.branchId;
  return typeof branchId === 'number' ? branchId : null;
}

/**
 * The reaction to one event. `branchId` narrows a branch screen to its branch (the gateway filters
 * already; this keeps a screen honest if it ever receives more).
 */
export function reactionTo(type: string, envelope: unknown, branchId: number | null = null): LiveReaction {
  const eventBranch = branchOfEvent(envelope);
  if (branchId !== null && eventBranch !== null && eventBranch !== branchId) return NOTHING;
  switch (type) {
    case LIVE_EVENTS.orderPlaced:
      return { refreshOrders: true, alert: true, notice: 'new-order' };
    case LIVE_EVENTS.orderStatusChanged:
      return { refreshOrders: true, alert: false, notice: null };
    case LIVE_EVENTS.deviceTestNotification:
      return { refreshOrders: false, alert: true, notice: 'test-notification' };
    default:
      return NOTHING;
  }
}

/** Every query an order event may change: the lists, the detail and the branch screens. */
export function isOrderQueryKey(queryKey: readonly unknown[]): boolean {
  const [url] = queryKey;
  return typeof url === 'string' && (url === '/api/orders' || url.startsWith('/api/orders/'));
}

export function parseEnvelope(data: string): unknown {
  try {
    return JSON.parse(data) as unknown;
  } catch {
    return null;
  }
}

/**
 * The gateway's answer when it cannot replay what a screen missed (older than its retention):
 * the screen reloads its order lists instead (docs/adr/0021).
 */
export const RESYNC_EVENT = 'resync';

/** One ring for a burst: a reconnect that replays several new orders beeps once, not once per order. */
export const ALERT_GAP_MS = 2_000;

export function shouldRing(now: number, lastRingAt: number | null): boolean {
  return lastRingAt === null || now - lastRingAt >= ALERT_GAP_MS;
}
