import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@theke/ui';
import { playAlert } from './alert-sound';
import { isOrderQueryKey, LIVE_EVENT_TYPES, parseEnvelope, reactionTo, RESYNC_EVENT, shouldRing, type LiveNotice } from './live-events';

/** How long a notice stays when nobody dismisses it. */
const NOTICE_MS = 15_000;

export interface LiveState {
  notice: LiveNotice | null;
  dismiss: () => void;
}

/**
 * Follows a live event stream (`EventSource` reconnects by itself and sends `Last-Event-ID`, from
 * which the gateway replays what was missed) and reacts to each event by invalidating the order
 * queries, ringing and showing a notice. `url` null: no stream.
 */
export function useLiveEvents(url: string | null, branchId: number | null = null): LiveState {
  const client = useQueryClient();
  const [notice, setNotice] = useState<LiveNotice | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const lastRingAt = useRef<number | null>(null);

  useEffect(() => {
    if (!url || typeof EventSource !== 'function') return;
    const source = new EventSource(url);
    const refresh = () => void client.invalidateQueries({ predicate: (query) => isOrderQueryKey(query.queryKey) });
    const listeners = LIVE_EVENT_TYPES.map((type) => {
      const listener = (event: MessageEvent<string>) => {
        const reaction = reactionTo(type, parseEnvelope(event.data), branchId);
        if (reaction.refreshOrders) refresh();
        if (reaction.alert && shouldRing(Date.now(), lastRingAt.current)) {
          lastRingAt.current = Date.now();
          playAlert();
        }
        if (reaction.notice) {
          setNotice(reaction.notice);
          if (timer.current) clearTimeout(timer.current);
          timer.current = setTimeout(() => setNotice(null), NOTICE_MS);
        }
      };
      source.addEventListener(type, listener);
      return [type, listener] as const;
    });
    source.addEventListener(RESYNC_EVENT, refresh);
    return () => {
      source.removeEventListener(RESYNC_EVENT, refresh);
      for (const [type, listener] of listeners) source.removeEventListener(type, listener);
      source.close();
      if (timer.current) clearTimeout(timer.current);
    };
  }, [url, branchId, client]);

  return { notice, dismiss: () => setNotice(null) };
}
