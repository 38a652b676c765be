import { lazy, Suspense, useEffect, useState } from 'react';
import { canOpenCart, cartCount, cartToggleText, type Branch, type Cart } from '@theke/domain';
import { Loader, styled } from '@theke/ui';

// The details (selectors, totals) load only when the guest opens the cart.
const CartDetails = lazy(() => import('./CartDetails'));

const Panel = styled.aside`
  position: sticky;
  bottom: 0;
  z-index: 20;
  margin-top: 2rem;
  background: ${({ theme }) => theme.colors.background};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  box-shadow: 0 -2px 12px rgba(0, 0, 0, 0.08);
`;

const Toggle = styled.button`
  width: 100%;
  padding: 0.875rem 1rem;
  font: inherit;
  font-weight: 600;
  text-align: left;
  cursor: pointer;
  color: ${({ theme }) => theme.colors.inverse};
  background: ${({ theme }) => theme.colors.primary};
  border: 0;
  border-radius: ${({ theme }) => theme.radius};
  &:disabled {
    cursor: default;
    background: ${({ theme }) => theme.colors.secondary};
  }
`;

interface CartPanelProps {
  branch: Branch;
  cart: Cart;
  currency: string;
  onChange: (change: (cart: Cart) => Cart) => void;
}

/** SPEC §2 collapsible cart panel; an empty cart cannot be opened, removing the last item hides it (§4). */
export function CartPanel({ branch, cart, currency, onChange }: CartPanelProps) {
  const [isOpen, setOpen] = useState(false);
  const canOpen = canOpenCart(cart.items);
  useEffect(() => {
    if (!canOpen) setOpen(false);
  }, [canOpen]);
  const open = isOpen && canOpen;
  return (
    <Panel data-testid="cart-panel">
      <Toggle type="button" disabled={!canOpen} aria-expanded={open} onClick={() => setOpen(!open)} data-testid="cart-toggle">
        {cartToggleText(cartCount(cart.items), open)}
      </Toggle>
      {open ? (
        <Suspense fallback={<Loader />}>
          <CartDetails branch={branch} cart={cart} currency={currency} onChange={onChange} />
        </Suspense>
      ) : null}
    </Panel>
  );
}
