import { formatDateTime, formatMoney, styled, useTranslation } from '@theke/ui';
import { customerNameOf, dueAtOf, itemOptionsOf, itemTitleOf, orderTypeOf, statusTextOf } from '../order-display';
import { orderDetailPath } from '../order-lists';
import type { StaffOrder } from '../staff-order';
import { useTimeZone } from './use-time-zone';

const Card = styled.a`
  display: grid;
  /* minmax(0, …) and anywhere-wrapping: a long e-mail address or product name wraps instead of
     widening the card past a phone's screen. */
  grid-template-columns: auto minmax(0, 1fr) auto;
  min-width: 0;
  overflow-wrap: anywhere;
  gap: 0.25rem 1rem;
  padding: 0.75rem 1rem;
  color: inherit;
  text-decoration: none;
  background: ${({ theme }) => theme.colors.background};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  &:hover,
  &:focus-visible {
    border-color: ${({ theme }) => theme.colors.primary};
  }
`;

const Ticket = styled.strong`
  grid-row: span 2;
  align-self: center;
  min-width: 3.5rem;
  font-size: 1.75rem;
  font-variant-numeric: tabular-nums;
`;

const Meta = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.25rem 0.75rem;
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.9rem;
`;

const Status = styled.span<{ $open: boolean }>`
  justify-self: end;
  font-weight: 600;
  color: ${({ theme, $open }) => ($open ? theme.colors.warning : theme.colors.text)};
`;

const Lines = styled.ul`
  grid-column: 2 / -1;
  margin: 0.25rem 0 0;
  padding-left: 1.1rem;
  small {
    display: block;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

interface OrderCardProps {
  order: StaffOrder;
  branchName: string | null;
  showProductData: boolean;
  showCustomerData: boolean;
  /** Links to the order's detail in the back-office (branch screens have none). */
  linked?: boolean;
}

/** One order in a list: ticket, due time, status, type, branch, and (per the settings) customer and lines. */
export function OrderCard({ order, branchName, showProductData, showCustomerData, linked = true }: OrderCardProps) {
  const { t } = useTranslation();
  const timeZone = useTimeZone();
  const due = dueAtOf(order);
  const customer = customerNameOf(order);
  return (
    <Card
      as={linked ? 'a' : 'div'}
      href={linked ? `#${orderDetailPath(order.id)}` : undefined}
      data-testid="order-card"
      data-ticket={order.ticketNumber}
    >
      <Ticket aria-label={t('orderDesk.columns.ticket')}>{order.ticketNumber}</Ticket>
      <Meta>
        <span>{due ? formatDateTime(due, timeZone) : null}</span>
        <span>{t(`orderDesk.orderTypes.${orderTypeOf(order)}`)}</span>
        {order.isSelfService ? <span data-testid="order-self-service">{t('orderDesk.selfService')}</span> : null}
        {branchName ? <span>{branchName}</span> : null}
        <span>{formatMoney(order.pricing.amountDue)}</span>
      </Meta>
      <Status $open={!order.isConfirmed && !order.isRejected && !order.isCanceled} data-testid="order-status">
        {statusTextOf(order)}
      </Status>
      <Meta>
        {showCustomerData && customer ? <span data-testid="order-customer">{customer}</span> : null}
        {showCustomerData && order.phone ? <span>{order.phone}</span> : null}
        {order.comment ? <em>{order.comment}</em> : null}
      </Meta>
      {showProductData ? (
        <Lines data-testid="order-lines">
          {order.items.map((item) => (
            <li key={item.position}>
              {itemTitleOf(item)}
              {itemOptionsOf(item).map((line) => (
                <small key={line}>{line}</small>
              ))}
            </li>
          ))}
        </Lines>
      ) : null}
    </Card>
  );
}
