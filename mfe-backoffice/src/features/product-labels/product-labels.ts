/**
 * Printing price labels for chosen products (issue 19): which grid, whether the selection can be
 * printed, and the steps of opening the PDF svc-catalog renders in a new tab. No JSX; the button
 * only wires these to the page.
 */
import { LABEL_GRIDS, LABEL_LAYOUTS, MAX_PRICE_LABELS, type LabelLayout } from '@theke/domain';

export const PRODUCT_LABELS_URL = '/api/products/labels';

export { LABEL_LAYOUTS, MAX_PRICE_LABELS, type LabelLayout };

/** The layout choice with its SPEC §9 grid, for 'Kompakt (12 × 4)' and 'Detail (5 × 2)'. */
export const LABEL_LAYOUT_OPTIONS = LABEL_LAYOUTS.map((layout) => ({ layout, ...LABEL_GRIDS[layout] }));

/**
 * The PDF's address: the ids in order, a product named twice is printed twice (the endpoint's
 * way of asking for copies).
 */
export function labelsUrl(productIds: readonly number[], layout: LabelLayout): string {
  return `${PRODUCT_LABELS_URL}?ids=${productIds.join(',')}&layout=${layout}`;
}

export type LabelSelectionProblem = 'none' | 'tooMany' | null;

/** Nothing chosen cannot be printed; more than one request prints is refused before asking. */
export function labelSelectionProblem(productIds: readonly number[]): LabelSelectionProblem {
  if (productIds.length === 0) return 'none';
  if (productIds.length > MAX_PRICE_LABELS) return 'tooMany';
  return null;
}

/** The browser as printing needs it; tests hand in their own. */
export interface LabelPrinting {
  /** An empty new tab, or null when the browser refused it (pop-up blocker). */
  openTab(): { location: { href: string }; close(): void } | null;
  /** The PDF's bytes; rejects with the server's first German message. */
  download(url: string): Promise<Blob>;
  /** An address the new tab can show the bytes at. */
  addressOf(pdf: Blob): string;
}

export class PopupBlocked extends Error {
  override readonly name = 'PopupBlocked';
}

/**
 * Opens the tab first, before anything is awaited: browsers allow a new tab only during the click
 * that asks for it, and rendering 500 labels takes a moment. On failure the empty tab is closed
 * again and the error reaches the caller.
 */
export async function printLabels(
  productIds: readonly number[],
  layout: LabelLayout,
  browser: LabelPrinting,
): Promise<void> {
  const tab = browser.openTab();
  if (!tab) throw new PopupBlocked();
  try {
    const pdf = await browser.download(labelsUrl(productIds, layout));
    tab.location.href = browser.addressOf(pdf);
  } catch (error) {
    tab.close();
    throw error;
  }
}
