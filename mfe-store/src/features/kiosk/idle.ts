import { useEffect, useState } from 'react';

/** How long the kiosk waits without a touch before its screensaver (ADR 0050): a guest reading the menu is not cut short. */
export const DEFAULT_IDLE_SECONDS = 90;
const MIN_IDLE_SECONDS = 5;
const MAX_IDLE_SECONDS = 3_600;

/** `?idle={seconds}` on the kiosk's address sets the idle time per tablet; anything else is the default. */
export function idleSecondsOf(search: string): number {
  const value = new URLSearchParams(search).get('idle');
  const seconds = value !== null && /^\d+$/.test(value) ? Number(value) : Number.NaN;
  if (!Number.isFinite(seconds)) return DEFAULT_IDLE_SECONDS;
  return Math.min(MAX_IDLE_SECONDS, Math.max(MIN_IDLE_SECONDS, seconds));
}

/** Any of these on the page is a guest at the kiosk (captured, so a scrolling list counts too). */
const ACTIVITY_EVENTS = ['pointerdown', 'keydown', 'wheel', 'scroll', 'touchstart'] as const;

/**
 * Whether the kiosk has been left alone for `timeoutMs`, and a way to wake it. While `isBusy()`
 * (an order on its way) the time starts again instead: nothing may interrupt it.
 */
export function useIdle(timeoutMs: number, isBusy: () => boolean): [idle: boolean, wake: () => void] {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (idle) return undefined;
    let timer: ReturnType<typeof setTimeout>;
    const expire = () => {
      if (isBusy()) restart();
      else setIdle(true);
    };
    const restart = () => {
      clearTimeout(timer);
      timer = setTimeout(expire, timeoutMs);
    };
    restart();
    for (const type of ACTIVITY_EVENTS) window.addEventListener(type, restart, { capture: true, passive: true });
    return () => {
      clearTimeout(timer);
      for (const type of ACTIVITY_EVENTS) window.removeEventListener(type, restart, { capture: true });
    };
  }, [idle, timeoutMs, isBusy]);
  return [idle, () => setIdle(false)];
}
