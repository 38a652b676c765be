import { Alert, Loader, styled, useTranslation } from '@theke/ui';
import { ORDER_LIST_PATHS } from '../../orders';
import { useTodaysOrders } from '../api/use-dashboard';
import { Footer, Panel } from './Panel';

const Counts = styled.ul`
  li + li {
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
  a {
    display: flex;
    justify-content: space-between;
    gap: 1rem;
    padding: 0.4rem 0;
    color: inherit;
    text-decoration: none;
  }
  a:hover span,
  a:focus-visible span {
    text-decoration: underline;
  }
  strong {
    font-variant-numeric: tabular-nums;
  }
  a[data-count='0'] {
    color: ${({ theme }) => theme.colors.muted};
  }
`;

/**
 * "Bestellungen heute": today's orders per status of the order desk, in the business time zone,
 * for the branches the viewer sees; each count opens the list where those orders are worked on.
 */
export function TodaysOrdersPanel({ today }: { today: string }) {
  const { t } = useTranslation();
  const { figures, isPending, isError } = useTodaysOrders(today);
  return (
    <Panel id="dashboard-orders" title={t('dashboard.ordersToday')}>
      {isPending && !figures ? <Loader /> : null}
      {isError ? <Alert variant="danger">{t('dashboard.ordersLoadFailed')}</Alert> : null}
      {figures && figures.total === 0 ? <p>{t('dashboard.noOrdersYetToday')}</p> : null}
      {figures && figures.total > 0 ? (
        <>
          <Counts>
            {figures.byStatus.map((row) => (
              <li key={row.status}>
                <a href={`#${row.path}`} data-count={row.count} data-testid="dashboard-order-count">
                  <span>{t(`orderDesk.statuses.${row.status}`)}</span>
                  <strong>{row.count}</strong>
                </a>
              </li>
            ))}
          </Counts>
          <Footer>{t('dashboard.ordersTotal', { count: figures.total })}</Footer>
        </>
      ) : null}
      <Footer>
        <a href={`#${ORDER_LIST_PATHS.current}`}>{t('dashboard.toOrders')}</a>
      </Footer>
    </Panel>
  );
}
