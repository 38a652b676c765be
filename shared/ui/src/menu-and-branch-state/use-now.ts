import { useEffect, useState } from 'react';

/**
 * The current time, refreshed every `intervalMs`: opening states, schedules and "today" change
 * while a page stays open (the toolbar, the store, the back-office dashboard).
 */
export function useNow(intervalMs = 60_000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), intervalMs);
    return () => window.clearInterval(timer);
  }, [intervalMs]);
  return now;
}
