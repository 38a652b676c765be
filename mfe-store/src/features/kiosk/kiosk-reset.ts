import type { Branch, DeliveryMethod } from '@theke/domain';
import { cartStorageKey, deliveryModeKey, loadCart, setCart, tableKey } from '../cart';
import { clearDraft, settleAttempt } from '../checkout';

/**
 * The kiosk for the next guest (ADR 0050): the cart, its order type, a scanned table, the stored
 * order draft and a finished order attempt are gone, and the tab's cart is the empty one the
 * branch starts with (its default order type and first delivery area, SPEC §4).
 */
export function resetKiosk(branch: Branch, defaultDeliveryMethod: DeliveryMethod | null): void {
  const local = window.localStorage;
  const session = window.sessionStorage;
  local.removeItem(cartStorageKey(branch.identifier));
  session.removeItem(deliveryModeKey(branch.identifier));
  session.removeItem(tableKey(branch.identifier));
  clearDraft(local, branch.identifier);
  settleAttempt(session, branch.identifier);
  setCart(branch.identifier, loadCart(local, session, { branch, activeProducts: [], defaultDeliveryMethod }));
}
