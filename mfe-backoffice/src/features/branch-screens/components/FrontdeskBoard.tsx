import { styled, useTranslation } from '@theke/ui';
import type { StaffOrder } from '../../orders';
import { counterDisplayOf } from '../branch-screen';

const Columns = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: 1.5rem;
  @media (max-width: 720px) {
    grid-template-columns: 1fr;
  }
`;

const Column = styled.section<{ $ready: boolean }>`
  padding: 1rem 1.5rem;
  border-radius: ${({ theme }) => theme.radius};
  color: ${({ theme, $ready }) => ($ready ? theme.colors.inverse : theme.colors.text)};
  background: ${({ theme, $ready }) => ($ready ? theme.colors.success : theme.colors.surface)};
  h2 {
    margin: 0 0 1rem;
    font-size: 2rem;
  }
`;

const Tickets = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 0.2em 0.7em;
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: clamp(3rem, 7vw, 6rem);
  font-weight: 800;
  line-height: 1.1;
  font-variant-numeric: tabular-nums;
`;

/** The read-only counter display: big ticket numbers, 'In Zubereitung' and 'Abholbereit'. */
export function FrontdeskBoard({ orders }: { orders: readonly StaffOrder[] }) {
  const { t } = useTranslation();
  const display = counterDisplayOf(orders);
  return (
    <Columns>
      <Column $ready={false} data-testid="frontdesk-preparing">
        <h2>{t('orderDesk.screens.preparing')}</h2>
        <Tickets>
          {display.preparing.map((order) => (
            <li key={order.id} data-order-id={order.id}>
              {order.ticketNumber}
            </li>
          ))}
        </Tickets>
      </Column>
      <Column $ready data-testid="frontdesk-ready">
        <h2>{t('orderDesk.screens.ready')}</h2>
        <Tickets>
          {display.ready.map((order) => (
            <li key={order.id} data-order-id={order.id}>
              {order.ticketNumber}
            </li>
          ))}
        </Tickets>
      </Column>
    </Columns>
  );
}
