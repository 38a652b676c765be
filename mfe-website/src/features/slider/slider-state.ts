/** SPEC §4 image slider and §9 constants, as plain functions. */
export const SLIDER_INTERVAL_MS = 5000;
export const SWIPE_THRESHOLD_PX = 50;
export const SWIPE_MIN_VIEWPORT_PX = 768;

/** Next wraps to the start. */
export function nextSlide(current: number, count: number): number {
  return count > 0 ? (current + 1) % count : 0;
}

/** Previous wraps to the end. */
export function previousSlide(current: number, count: number): number {
  return count > 0 ? (current - 1 + count) % count : 0;
}

/** An indicator jumps to its slide (clamped into range). */
export function jumpToSlide(target: number, count: number): number {
  return count > 0 ? Math.min(Math.max(0, Math.trunc(target)), count - 1) : 0;
}

/**
 * A swipe over `deltaX` pixels (end minus start): left is next, right is previous; only beyond
 * 50 px and only when the viewport is wider than 768 px, otherwise no move.
 */
export function swipeDirection(deltaX: number, viewportWidth: number): 'next' | 'previous' | null {
  if (viewportWidth <= SWIPE_MIN_VIEWPORT_PX) return null;
  if (deltaX <= -SWIPE_THRESHOLD_PX) return 'next';
  if (deltaX >= SWIPE_THRESHOLD_PX) return 'previous';
  return null;
}

/**
 * The auto-advance timer: ticks every 5 s, and any manual move restarts the interval from zero.
 * `schedule` and `cancel` are the clock (window timers in the browser, fakes in tests).
 */
export function createAutoAdvance(
  advance: () => void,
  clock: { schedule: (run: () => void, ms: number) => unknown; cancel: (handle: unknown) => void },
) {
  let handle: unknown = null;
  const start = () => {
    handle = clock.schedule(function tick() {
      advance();
      handle = clock.schedule(tick, SLIDER_INTERVAL_MS);
    }, SLIDER_INTERVAL_MS);
  };
  const stop = () => {
    if (handle !== null) clock.cancel(handle);
    handle = null;
  };
  return {
    start,
    stop,
    /** After a manual move: the next automatic move is a full interval away. */
    restart() {
      stop();
      start();
    },
  };
}
