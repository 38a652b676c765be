import { useCallback, useEffect } from 'react';
import type { Branch, Cart, Product } from '@theke/domain';
import type { Config } from '@theke/ui';
import { loadCart } from './cart-state';
import { getCart, setCart, setLoadedCart, useCartOf } from './cart-store';

/**
 * The branch's cart: loaded once per page from storage (migrated against the active products,
 * SPEC §4) as soon as the catalogue is there, then kept in the tab's cart store.
 */
export function useBranchCart(
  branch: Branch | null,
  activeProducts: readonly Product[] | null,
  config: Config | undefined,
): [Cart, (change: (cart: Cart) => Cart) => void] {
  const identifier = branch?.identifier ?? '';
  const cart = useCartOf(identifier);
  useEffect(() => {
    if (!branch || !activeProducts || getCart(branch.identifier)) return;
    const defaultDeliveryMethod = (config?.defaultDeliveryMethod ?? null) as Parameters<typeof loadCart>[2]['defaultDeliveryMethod'];
    const loaded = loadCart(window.localStorage, window.sessionStorage, { branch, activeProducts, defaultDeliveryMethod, search: window.location.search });
    setLoadedCart(branch.identifier, loaded);
  }, [branch, activeProducts, config]);
  const update = useCallback(
    (change: (current: Cart) => Cart) => {
      const current = getCart(identifier);
      if (current) setCart(identifier, change(current));
    },
    [identifier],
  );
  return [cart, update];
}
