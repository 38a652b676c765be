import {
  availableOrderTypes,
  checkMinimumOrderValue,
  deliveryFeeText,
  formatMoney,
  freeDeliveryHint,
  fromCents,
  isTotalApproximate,
  itemGrossCents,
  ORDER_TYPE_LABELS,
  orderTypeOf,
  priceCart,
  unitLabel,
  type Branch,
  type Cart,
} from '@theke/domain';
import { Button, styled, useLocation, useNavigate, useTranslation } from '@theke/ui';
import { removeItem, withArea, withOrderType } from './cart-state';
import { storeBasePath } from './store-paths';

const Details = styled.div`
  padding: 1rem;
  max-height: 70vh;
  overflow: auto;
  ul {
    list-style: none;
    margin: 0 0 1rem;
    padding: 0;
  }
  li,
  dl > div {
    display: flex;
    justify-content: space-between;
    gap: 0.75rem;
    padding: 0.375rem 0;
  }
  dl {
    margin: 1rem 0;
  }
  dt,
  dd {
    margin: 0;
  }
  select {
    padding: 0.5rem;
    font: inherit;
  }
`;

const OrderTypes = styled.div`
  display: flex;
  gap: 0.5rem;
  margin-bottom: 0.75rem;
`;

const Note = styled.p<{ $tone?: 'danger' }>`
  margin: 0.5rem 0;
  color: ${({ theme, $tone }) => ($tone === 'danger' ? theme.colors.danger : theme.colors.muted)};
`;

interface CartDetailsProps {
  branch: Branch;
  cart: Cart;
  currency: string;
  onChange: (change: (cart: Cart) => Cart) => void;
}

/** SPEC §2 cart panel body; every figure comes from @theke/domain, as svc-orders prices it. */
export default function CartDetails({ branch, cart, currency, onChange }: CartDetailsProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const orderType = orderTypeOf(cart);
  const pricing = priceCart(cart);
  const approximate = isTotalApproximate(cart.items) ? 'ca. ' : '';
  const area = orderType === 'delivery' ? cart.deliveryArea : null;
  const minimum = orderType === 'delivery' ? checkMinimumOrderValue(pricing.gross, area, currency) : null;
  const freeHint = orderType === 'delivery' ? freeDeliveryHint(pricing.gross, area, currency) : null;
  const money = (amount: number) => formatMoney(amount, currency);
  return (
    <Details data-testid="cart-details">
      <ul>
        {cart.items.map((item, index) => (
          <li key={`${item.product.id}-${index}`} data-testid="cart-line">
            <span>
              {String(item.amount).replace('.', ',')} {unitLabel(item.unit)} {item.product.name}
            </span>
            <span>
              {money(fromCents(itemGrossCents(item)))}{' '}
              <Button type="button" $variant="link" onClick={() => onChange((current) => removeItem(current, index))} aria-label={`${t('store.remove')}: ${item.product.name}`}>
                ✕
              </Button>
            </span>
          </li>
        ))}
      </ul>
      <OrderTypes role="radiogroup" aria-label={t('store.orderType')}>
        {availableOrderTypes(branch).map((type) => (
          <Button
            key={type}
            type="button"
            role="radio"
            aria-checked={type === orderType}
            $variant={type === orderType ? 'primary' : 'secondary'}
            onClick={() => onChange((current) => withOrderType(current, type))}
          >
            {ORDER_TYPE_LABELS[type]}
          </Button>
        ))}
      </OrderTypes>
      {orderType === 'delivery' && branch.deliveryAreas.length > 0 ? (
        <select
          aria-label={t('store.deliveryArea')}
          value={String(cart.deliveryArea?.id ?? '')}
          onChange={(event) => onChange((current) => withArea(current, branch.deliveryAreas.find((candidate) => String(candidate.id) === event.target.value) ?? null))}
          data-testid="delivery-area"
        >
          {branch.deliveryAreas.map((candidate) => (
            <option key={String(candidate.id)} value={String(candidate.id)}>
              {candidate.area}
            </option>
          ))}
        </select>
      ) : null}
      {orderType === 'delivery' ? null : (
        <address data-testid="cart-address">
          <strong>{t('store.pickupAt')}</strong> {branch.name}, {branch.street}, {branch.zipCode} {branch.city}
        </address>
      )}
      <dl>
        <div>
          <dt>{t('store.gross')}</dt>
          <dd data-testid="cart-gross">{approximate + money(pricing.gross)}</dd>
        </div>
        {orderType === 'delivery' ? (
          <div>
            <dt>{t('store.deliveryFee')}</dt>
            <dd data-testid="cart-fee">{deliveryFeeText(pricing.deliveryGross, currency)}</dd>
          </div>
        ) : null}
        <div>
          <dt>
            <strong>{t('store.total')}</strong>
          </dt>
          <dd data-testid="cart-total">
            <strong>{approximate + money(pricing.totalGross)}</strong>
          </dd>
        </div>
      </dl>
      {freeHint ? <Note data-testid="free-delivery-hint">{freeHint}</Note> : null}
      {minimum?.message ? (
        <>
          <Note $tone="danger" data-testid="minimum-order">
            {minimum.message}
          </Note>
          <Note data-testid="minimum-missing">{t('store.missingAmount', { amount: money(minimum.missing) })}</Note>
        </>
      ) : null}
      <Button type="button" $block disabled={minimum ? !minimum.isReached : false} onClick={() => navigate(`${storeBasePath(branch.identifier, pathname)}/checkout`)} data-testid="cart-submit">
        {t('cart.submit')}
      </Button>
    </Details>
  );
}
