import { useEffect, useState } from 'react';
import { Alert, Button, isAdmin, Loader, styled, useBranches, useCurrentUser, useTranslation } from '@theke/ui';
import { Select } from '@theke/ui/forms';
import { useLiveOrderList, useOrderHistory } from '../api/use-orders';
import { useDisplaySetting } from '../display-settings';
import { EMPTY_HISTORY_FILTER, ORDER_LIST_PATHS, pageCount, type HistoryFilter, type OrderListKind } from '../order-lists';
import type { StaffOrder } from '../staff-order';
import { DisplaySettingsToggles } from './DisplaySettingsToggles';
import { HistoryFilters } from './HistoryFilters';
import { OrderCard } from './OrderCard';

const Tabs = styled.nav`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  margin-bottom: 1rem;
  a {
    padding: 0.4rem 0.9rem;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius};
    text-decoration: none;
    color: inherit;
  }
  a[aria-current='page'] {
    color: ${({ theme }) => theme.colors.inverse};
    background: ${({ theme }) => theme.colors.primary};
    border-color: ${({ theme }) => theme.colors.primary};
  }
`;

const List = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 0.5rem;
  margin-top: 0.5rem;
`;

const Narrow = styled.div`
  max-width: 20rem;
`;

const Paging = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 1rem;
  margin-top: 1rem;
`;

const SEARCH_PAUSE_MS = 300;

const LISTS: readonly OrderListKind[] = ['current', 'missed', 'history'];

function Orders({ orders }: { orders: readonly StaffOrder[] }) {
  const { t } = useTranslation();
  const { data: user } = useCurrentUser();
  const { data: branches = [] } = useBranches();
  const [showProductData] = useDisplaySetting('showProductData');
  const [showCustomerData] = useDisplaySetting('showCustomerData');
  // Administrators see every branch, so each order names its branch.
  const branchName = (order: StaffOrder) =>
    isAdmin(user) ? (branches.find((branch) => String(branch.id) === String(order.branch.id))?.name ?? null) : null;
  if (orders.length === 0) return <p data-testid="orders-empty">{t('orderDesk.empty')}</p>;
  return (
    <List data-testid="order-list">
      {orders.map((order) => (
        <OrderCard
          key={order.id}
          order={order}
          branchName={branchName(order)}
          showProductData={showProductData}
          showCustomerData={showCustomerData}
        />
      ))}
    </List>
  );
}

/** Administrators see every branch and may narrow the list to one. */
function BranchFilter({ value, onChange }: { value: string; onChange: (branch: string) => void }) {
  const { t } = useTranslation();
  const { data: branches = [] } = useBranches();
  return (
    <Narrow>
      <Select
        label={t('orderDesk.filters.branch')}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        options={[
          { value: '', label: t('orderDesk.filters.allBranches') },
          ...branches.map((branch) => ({ value: String(branch.id), label: branch.name })),
        ]}
      />
    </Narrow>
  );
}

function LiveList({ list }: { list: 'current' | 'missed' }) {
  const { data: user } = useCurrentUser();
  const [branch, setBranch] = useState('');
  const { data, isPending } = useLiveOrderList(list, branch);
  return (
    <>
      {isAdmin(user) ? <BranchFilter value={branch} onChange={setBranch} /> : null}
      {isPending ? <Loader /> : <Orders orders={data ?? []} />}
    </>
  );
}

function History() {
  const { t } = useTranslation();
  const { data: user } = useCurrentUser();
  const [filter, setFilter] = useState<HistoryFilter>(EMPTY_HISTORY_FILTER);
  const [page, setPage] = useState(0);
  const [applied, setApplied] = useState(filter);
  // Typing a name asks the server once the typing pauses, not once per key stroke.
  useEffect(() => {
    const timer = setTimeout(() => setApplied(filter), SEARCH_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [filter]);
  const { data, isPending, isError } = useOrderHistory(applied, page);
  const pages = pageCount(data?.total ?? 0);
  const change = (next: HistoryFilter) => {
    setFilter(next);
    setPage(0);
  };
  return (
    <>
      <HistoryFilters filter={filter} showBranch={isAdmin(user)} onChange={change} />
      {isPending ? <Loader /> : null}
      {isError && !data ? <Alert variant="danger">{t('messages.loadFailed')}</Alert> : null}
      {data ? (
        <>
          <p data-testid="orders-total">{t('orderDesk.paging.total', { count: data.total })}</p>
          <Orders orders={data.orders} />
          <Paging>
            <Button $variant="secondary" disabled={page === 0} onClick={() => setPage(page - 1)}>
              {t('orderDesk.paging.previous')}
            </Button>
            <span>{t('orderDesk.paging.page', { page: page + 1, pages })}</span>
            <Button $variant="secondary" disabled={page + 1 >= pages} onClick={() => setPage(page + 1)}>
              {t('orderDesk.paging.next')}
            </Button>
          </Paging>
        </>
      ) : null}
    </>
  );
}

/** `#/orders`, `#/orders/missed`, `#/orders/history`: the order lists, updated live by the frame. */
export function OrderListScreen({ list }: { list: OrderListKind }) {
  const { t } = useTranslation();
  return (
    <section data-testid={`orders-${list}`}>
      <Tabs aria-label={t('backoffice.orders')}>
        {LISTS.map((candidate) => (
          <a key={candidate} href={`#${ORDER_LIST_PATHS[candidate]}`} aria-current={candidate === list ? 'page' : undefined}>
            {t(`orderDesk.lists.${candidate}`)}
          </a>
        ))}
      </Tabs>
      <DisplaySettingsToggles />
      {list === 'history' ? <History /> : <LiveList list={list} />}
    </section>
  );
}
