/**
 * The time clock's reads and writes through the employee's link: `GET …/me`, and the button
 * presses through the offline queue (action-queue.ts), sent in order whenever there is a
 * connection: at once, when the browser reports `online`, and every RETRY_MS while some wait.
 */
import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import type { ActivityAction } from '@theke/domain';
import { api, translate, useQuery, useQueryClient } from '@theke/ui';
import { ActionQueue, newAction, queueStorageKey, type QueuedAction, type SendOutcome } from '../action-queue';
import { deviceClockOffsetMs, pressTime, type ClockMe } from '../clock-view';
import { timeTrackingUrl, type TimeClockLink } from '../time-clock-link';

const RETRY_MS = 20_000;
const REFRESH_MS = 60_000;

/** A sent action stays on screen until `…/me` was read after its answer (no flicker back). */
interface Acknowledged {
  action: QueuedAction;
  at: number;
}

/** What the server said about an action that left the queue without being applied. */
export interface ClockNotice {
  kind: 'refused' | 'requested';
  /** The server's German refusal; none for a correction request. */
  message?: string;
}

function useOnline(): boolean {
  const [online, setOnline] = useState(() => navigator.onLine);
  useEffect(() => {
    const update = () => setOnline(navigator.onLine);
    window.addEventListener('online', update);
    window.addEventListener('offline', update);
    return () => {
      window.removeEventListener('online', update);
      window.removeEventListener('offline', update);
    };
  }, []);
  return online;
}

export function useTimeClock(link: TimeClockLink) {
  const client = useQueryClient();
  const meUrl = timeTrackingUrl(link, 'me');
  const me = useQuery<ClockMe>({
    queryKey: [meUrl],
    // A wrong or renewed link is the screen's own message, not the back-office login.
    queryFn: ({ signal }) =>
      api.get<ClockMe>(meUrl, { signal, redirectOnUnauthorized: false, fallbackMessage: translate('timeClock.loadFailed') }),
    meta: { silent: true },
    staleTime: 0,
    refetchInterval: REFRESH_MS,
  });

  const queue = useMemo(() => new ActionQueue(window.localStorage, queueStorageKey(link.username)), [link.username]);
  const [version, changed] = useReducer((count: number) => count + 1, 0);
  // `version` counts the queue's changes: the list is read again after each.
  const waiting = useMemo(() => queue.list(), [queue, version]);
  const [acknowledged, setAcknowledged] = useState<Acknowledged[]>([]);
  const [notices, setNotices] = useState<ClockNotice[]>([]);
  const [refusedLink, setRefusedLink] = useState<string | null>(null);
  const [unreachable, setUnreachable] = useState(false);
  const online = useOnline();

  // A renewed link sends what the old one could not.
  const linkRef = useRef(link);
  linkRef.current = link;
  useEffect(() => setRefusedLink(null), [link.token]);

  const flush = useCallback(() => {
    const send = (action: QueuedAction): Promise<SendOutcome> =>
      api
        .post(timeTrackingUrl(linkRef.current, `working-activities/${action.type}`), { at: action.at }, {
          headers: { 'Idempotency-Key': action.idempotencyKey },
          redirectOnUnauthorized: false,
        })
        // A correction request (older than 24 h) is `pending`; an activity is never.
        .then((answer) => ({ kind: (answer as { state?: string } | null)?.state === 'pending' ? 'requested' : 'sent' }));
    let answered = false;
    void queue
      .flush(send, (action, outcome) => {
        changed();
        setUnreachable(outcome.kind === 'unreachable');
        if (outcome.kind === 'sent') setAcknowledged((list) => [...list, { action, at: Date.now() }]);
        if (outcome.kind === 'refused') setNotices((list) => [...list, { kind: 'refused', message: outcome.message }]);
        if (outcome.kind === 'requested') setNotices((list) => [...list, { kind: 'requested' }]);
        if (outcome.kind === 'unauthorized') setRefusedLink(outcome.message);
        answered ||= outcome.kind !== 'unreachable' && outcome.kind !== 'unauthorized';
      })
      .then(() => {
        if (answered) void client.invalidateQueries({ queryKey: [timeTrackingUrl(linkRef.current, 'me')] });
      });
  }, [queue, client]);

  const blocked = refusedLink !== null;
  useEffect(() => {
    if (!blocked) flush();
  }, [flush, blocked, link.token]);
  useEffect(() => {
    window.addEventListener('online', flush);
    // Another tab of the same employee pressed or sent.
    window.addEventListener('storage', changed);
    return () => {
      window.removeEventListener('online', flush);
      window.removeEventListener('storage', changed);
    };
  }, [flush]);
  const pending = waiting.length > 0;
  useEffect(() => {
    if (!pending || blocked) return undefined;
    const timer = window.setInterval(flush, RETRY_MS);
    return () => window.clearInterval(timer);
  }, [pending, blocked, flush]);

  const readAt = me.dataUpdatedAt;
  const shown = useMemo(
    () => [...acknowledged.filter((entry) => entry.at > readAt).map((entry) => entry.action), ...waiting],
    [acknowledged, waiting, readAt],
  );
  const offsetMs = me.data ? deviceClockOffsetMs(me.data.serverTime, readAt) : 0;

  const press = useCallback(
    (type: ActivityAction) => {
      queue.push(newAction(type, pressTime(new Date(), offsetMs, shown)));
      changed();
      flush();
    },
    [queue, flush, offsetMs, shown],
  );

  return {
    me,
    /** The actions to show on top of `me`: sent but not yet read back, then the waiting ones. */
    shown,
    waiting,
    offline: pending && (!online || unreachable),
    /** Add to the device's clock: it is more than half a minute off the server's. */
    offsetMs,
    notices,
    dismissNotice: (index: number) => setNotices((list) => list.filter((_, at) => at !== index)),
    /** The gateway refused the link (401): its message; nothing is sent until the link changes. */
    refusedLink,
    press,
  };
}
