import { BREAKPOINTS } from '@theke/ui';

/** SPEC §9: the group whose top is above 25% of the viewport height is the current one. */
export const HIGHLIGHT_FRACTION = 0.25;
/** SPEC §9: jump offset -150 px on desktop, -36% of the width on narrow screens. */
export const DESKTOP_SCROLL_OFFSET = -150;
export const NARROW_SCROLL_OFFSET_FRACTION = -0.36;

/** Where the window scrolls to bring a category's group into view. */
export function categoryScrollTop(groupTop: number, scrollY: number, viewportWidth: number): number {
  const offset = viewportWidth >= BREAKPOINTS.desktop ? DESKTOP_SCROLL_OFFSET : NARROW_SCROLL_OFFSET_FRACTION * viewportWidth;
  return Math.max(0, groupTop + scrollY + offset);
}

/**
 * The last group (in page order) whose top is above 25% of the viewport height, or the first
 * group while none has reached that line yet.
 */
export function currentGroupIndex(groupTops: readonly number[], viewportHeight: number): number {
  const line = viewportHeight * HIGHLIGHT_FRACTION;
  let current = 0;
  groupTops.forEach((top, index) => {
    if (top <= line) current = index;
  });
  return current;
}
