import { formatMoney, ORDER_TYPE_LABELS, orderTypeOf, unitLabel } from '@theke/domain';
import { formatDateTime, styled, useTranslation } from '@theke/ui';
import { PricingLines } from '../../pricing';
import type { PublicOrder } from '../status-state';

const Box = styled.section`
  margin: 1.5rem 0;
  padding: 1rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  h2 {
    margin: 0 0 0.75rem;
    font-size: 1.15rem;
  }
  dl {
    margin: 0;
  }
  dl > div {
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
    text-align: right;
  }
  ul {
    list-style: none;
    margin: 0.75rem 0;
    padding: 0.75rem 0;
    border-top: 1px solid ${({ theme }) => theme.colors.border};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  li {
    padding: 0.25rem 0;
  }
  small {
    display: block;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const Line = styled.div`
  display: flex;
  justify-content: space-between;
  gap: 0.75rem;
  span:last-child {
    white-space: nowrap;
  }
`;

/** SPEC §2 order info block: order type, appointment, payment method, items with parts and the server's pricing. */
export function OrderInfo({ order, currency, timeZone }: { order: PublicOrder; currency: string; timeZone: string }) {
  const { t } = useTranslation();
  const { pricing } = order;
  // The order's own currency (as charged), else the shop's.
  const orderCurrency = pricing.currency || currency;
  const money = (amount: number) => formatMoney(amount, orderCurrency);
  const appointment = order.appointment ?? order.appointmentDate;
  return (
    <Box data-testid="status-order-info">
      <h2>{t('status.info.title')}</h2>
      <dl>
        <div>
          <dt>{t('status.info.orderType')}</dt>
          <dd data-testid="status-order-type">{ORDER_TYPE_LABELS[orderTypeOf(order)]}</dd>
        </div>
        {order.tableIdentifier ? (
          <div>
            <dt>{t('status.info.table')}</dt>
            <dd>{order.tableIdentifier}</dd>
          </div>
        ) : null}
        {appointment ? (
          <div>
            <dt>{t('status.info.appointment')}</dt>
            <dd data-testid="status-appointment">{formatDateTime(appointment, timeZone)}</dd>
          </div>
        ) : null}
        {order.paymentMethod ? (
          <div>
            <dt>{t('status.info.paymentMethod')}</dt>
            <dd data-testid="status-payment-method">{t(`checkout.paymentMethods.${order.paymentMethod}`)}</dd>
          </div>
        ) : null}
      </dl>
      <ul>
        {order.items.map((item) => (
          <li key={item.position} data-testid="status-item">
            <Line>
              <span>
                {String(item.amount).replace('.', ',')} {unitLabel(item.unit)} {item.product.name}
              </span>
              <span>{money(item.gross)}</span>
            </Line>
            {item.options.map((option) => (
              <small key={`${option.part}-${option.value}`}>
                {option.part}: {option.value}
              </small>
            ))}
          </li>
        ))}
      </ul>
      <PricingLines pricing={pricing} currency={orderCurrency} isDelivery={order.isDelivery} testIdPrefix="status" />
    </Box>
  );
}
