import { useEffect, useRef, useState } from 'react';
import { Alert, styled, useTranslation } from '@theke/ui';

const Toast = styled.div`
  position: fixed;
  left: 50%;
  bottom: 5rem;
  z-index: 1100;
  transform: translateX(-50%);
`;

/** How long 'Produkt zum Warenkorb hinzugefügt.' stays. */
const ADDED_NOTICE_MS = 3000;

/** SPEC §2 cart notification, shown whenever the cart gains an item. */
/** `itemCount` is null until the stored cart is loaded: loading it is not an addition. */
export function AddedNotification({ itemCount }: { itemCount: number | null }) {
  const { t } = useTranslation();
  const previous = useRef<number | null>(itemCount);
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const grew = itemCount !== null && previous.current !== null && itemCount > previous.current;
    previous.current = itemCount;
    if (!grew) return;
    setVisible(true);
    const timer = setTimeout(() => setVisible(false), ADDED_NOTICE_MS);
    return () => clearTimeout(timer);
  }, [itemCount]);
  if (!visible) return null;
  return (
    <Toast role="status" data-testid="cart-notification">
      <Alert variant="success">{t('cart.added')}</Alert>
    </Toast>
  );
}
