import { deliveryFeeText, formatMoney, type PricingResult } from '@theke/domain';
import { styled, useTranslation } from '@theke/ui';

export const Lines = styled.dl`
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

interface PricingLinesProps {
  pricing: PricingResult;
  currency: string;
  isDelivery: boolean;
  /** 'ca. ' when an item's price is approximate (SPEC §9), else ''. */
  approximate?: string;
  /** Test ids are `<prefix>-net`, `<prefix>-tax`, `<prefix>-gross`, …. */
  testIdPrefix: string;
}

/**
 * SPEC §2: net, taxes per rate, gross, delivery fee ('Kostenlos' at zero), donation and total, the
 * same on the checkout (priced in the browser) and the status page (as the server charged it).
 */
export function PricingLines({ pricing, currency, isDelivery, approximate = '', testIdPrefix }: PricingLinesProps) {
  const { t } = useTranslation();
  const money = (amount: number) => formatMoney(amount, currency);
  return (
    <Lines>
      <div>
        <dt>{t('checkout.summary.net')}</dt>
        <dd data-testid={`${testIdPrefix}-net`}>{money(pricing.totalNet)}</dd>
      </div>
      {pricing.taxes.map((line) => (
        <div key={line.rate}>
          <dt>{t('checkout.summary.tax', { rate: String(line.rate).replace('.', ',') })}</dt>
          <dd data-testid={`${testIdPrefix}-tax`}>{money(line.tax)}</dd>
        </div>
      ))}
      <div>
        <dt>{t('checkout.summary.gross')}</dt>
        <dd data-testid={`${testIdPrefix}-gross`}>{approximate + money(pricing.gross)}</dd>
      </div>
      {isDelivery ? (
        <div>
          <dt>{t('checkout.summary.deliveryFee')}</dt>
          <dd data-testid={`${testIdPrefix}-delivery`}>{deliveryFeeText(pricing.deliveryGross, currency)}</dd>
        </div>
      ) : null}
      {pricing.donation > 0 ? (
        <div>
          <dt>{t('checkout.summary.donation')}</dt>
          <dd data-testid={`${testIdPrefix}-donation`}>{money(pricing.donation)}</dd>
        </div>
      ) : null}
      <div>
        <dt>
          <strong>{t('checkout.summary.total')}</strong>
        </dt>
        <dd data-testid={`${testIdPrefix}-total`}>
          <strong>{approximate + money(pricing.amountDue)}</strong>
        </dd>
      </div>
    </Lines>
  );
}
