/**
 * SPEC §5 donatee search, SPEC §4 donation selection and SPEC §9 donation
 * amount (0.07 per order when a donatee is chosen).
 */
import type { OrderDraft } from './order-types';
import type { Config, Donatee, Id } from '../catalogue/types';

export const NO_DONATEE_FOUND_TEXT = 'Keine passende Organisation gefunden.';

/** SPEC §5: filters by name or description, case-insensitive; an empty query keeps all. */
export function searchDonatees<D extends Pick<Donatee, 'name' | 'description'>>(
  donatees: readonly D[],
  query: string,
): D[] {
  const needle = query.trim().toLowerCase();
  if (needle === '') return [...donatees];
  return donatees.filter(
    (donatee) =>
      donatee.name.toLowerCase().includes(needle) ||
      (donatee.description ?? '').toLowerCase().includes(needle),
  );
}

/** The overlay's empty-result text, or null when something matched. */
export function donateeSearchText(results: readonly unknown[]): string | null {
  return results.length === 0 ? NO_DONATEE_FOUND_TEXT : null;
}

/** SPEC §4: donation selection toggles off on a second click of the same recipient. */
export function toggleDonatee(selected: Id | null, clicked: Id): Id | null {
  return selected === clicked ? null : clicked;
}

/** A donation is added when the donations plugin is on and the draft has a donatee. */
export function hasDonation(
  draft: Pick<OrderDraft, 'donatee'>,
  config: Pick<Config, 'enablePluginDonations'>,
): boolean {
  return config.enablePluginDonations === true && draft.donatee !== null && draft.donatee !== undefined;
}
