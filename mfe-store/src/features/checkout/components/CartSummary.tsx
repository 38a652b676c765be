import { formatMoney, fromCents, isTotalApproximate, itemGrossCents, unitLabel, type Cart, type PricingResult } from '@theke/domain';
import { styled, useTranslation } from '@theke/ui';
import { Lines, PricingLines } from '../../pricing';
import { CheckoutSection } from './layout';

const Items = styled(Lines)`
  margin-bottom: 0.75rem;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

/** SPEC §2 section 7: the cart with net, taxes per rate and gross, priced by @theke/domain as svc-orders charges it. */
export function CartSummary({ cart, pricing, isDelivery, currency }: { cart: Cart; pricing: PricingResult; isDelivery: boolean; currency: string }) {
  const { t } = useTranslation();
  const money = (amount: number) => formatMoney(amount, currency);
  const approximate = isTotalApproximate(cart.items) ? 'ca. ' : '';
  return (
    <CheckoutSection title={t('checkout.sections.summary')} testId="checkout-summary">
      <Items>
        {cart.items.map((item, index) => (
          <div key={`${item.product.id}-${index}`} data-testid="summary-line">
            <dt>
              {String(item.amount).replace('.', ',')} {unitLabel(item.unit)} {item.product.name}
            </dt>
            <dd>{money(fromCents(itemGrossCents(item)))}</dd>
          </div>
        ))}
      </Items>
      <PricingLines pricing={pricing} currency={currency} isDelivery={isDelivery} approximate={approximate} testIdPrefix="summary" />
    </CheckoutSection>
  );
}
