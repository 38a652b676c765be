import { deliveryFeeText, formatMoney, fromCents, isTotalApproximate, itemGrossCents, unitLabel, type Cart, type PricingResult } from '@theke/domain';
import { styled, useTranslation } from '@theke/ui';
import { CheckoutSection } from './layout';

const Lines = styled.dl`
  margin: 0;
  div {
    display: flex;
    justify-content: space-between;
    gap: 0.75rem;
    padding: 0.3rem 0;
  }
  dt,
  dd {
    margin: 0;
  }
  dd {
    white-space: nowrap;
    text-align: right;
  }
`;

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
      <Lines>
        <div>
          <dt>{t('checkout.summary.net')}</dt>
          <dd data-testid="summary-net">{money(pricing.totalNet)}</dd>
        </div>
        {pricing.taxes.map((line) => (
          <div key={line.rate}>
            <dt>{t('checkout.summary.tax', { rate: String(line.rate).replace('.', ',') })}</dt>
            <dd data-testid="summary-tax">{money(line.tax)}</dd>
          </div>
        ))}
        <div>
          <dt>{t('checkout.summary.gross')}</dt>
          <dd data-testid="summary-gross">{approximate + money(pricing.gross)}</dd>
        </div>
        {isDelivery ? (
          <div>
            <dt>{t('checkout.summary.deliveryFee')}</dt>
            <dd data-testid="summary-delivery">{deliveryFeeText(pricing.deliveryGross, currency)}</dd>
          </div>
        ) : null}
        {pricing.donation > 0 ? (
          <div>
            <dt>{t('checkout.summary.donation')}</dt>
            <dd data-testid="summary-donation">{money(pricing.donation)}</dd>
          </div>
        ) : null}
        <div>
          <dt>
            <strong>{t('checkout.summary.total')}</strong>
          </dt>
          <dd data-testid="summary-total">
            <strong>{approximate + money(pricing.amountDue)}</strong>
          </dd>
        </div>
      </Lines>
    </CheckoutSection>
  );
}
