import type { Branch, Product } from '@theke/domain';
import type { Config } from '@theke/ui';
import { AddedNotification } from './AddedNotification';
import { getCart } from './cart-store';
import { CartPanel } from './CartPanel';
import { useBranchCart } from './use-branch-cart';

interface StoreCartProps {
  branch: Branch;
  activeProducts: readonly Product[] | null;
  config: Config | undefined;
  currency: string;
}

/**
 * The store page's cart: loads the stored cart (SPEC §4) and renders the panel. Loaded after the
 * product list, so the list's first load stays within the ADR 0011 budget (ADR 0015).
 */
export default function StoreCart({ branch, activeProducts, config, currency }: StoreCartProps) {
  const [cart, changeCart] = useBranchCart(branch, activeProducts, config);
  return (
    <>
      <CartPanel branch={branch} cart={cart} currency={currency} onChange={changeCart} />
      <AddedNotification itemCount={getCart(branch.identifier) ? cart.items.length : null} />
    </>
  );
}
