import { PAYMENT_METHODS } from '@theke/domain';
import { Button, styled, useBranches, useTranslation } from '@theke/ui';
import { Input, Select, type SelectOption } from '@theke/ui/forms';
import { EMPTY_HISTORY_FILTER, HISTORY_STATUSES, ORDER_TYPES, type HistoryFilter } from '../order-lists';

const Form = styled.form`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(11rem, 1fr));
  gap: 0 1rem;
  align-items: end;
  button {
    margin-bottom: 1rem;
  }
`;

interface HistoryFiltersProps {
  filter: HistoryFilter;
  /** Administrators filter by branch; employees see their own branches only. */
  showBranch: boolean;
  onChange: (filter: HistoryFilter) => void;
}

/** The history's filters: date range, branch, status, order type, payment method, name or ticket. */
export function HistoryFilters({ filter, showBranch, onChange }: HistoryFiltersProps) {
  const { t } = useTranslation();
  const { data: branches = [] } = useBranches();
  const all: SelectOption = { value: '', label: t('orderDesk.filters.all') };
  const set = <K extends keyof HistoryFilter>(key: K, value: HistoryFilter[K]) => onChange({ ...filter, [key]: value });
  return (
    <Form aria-label={t('orderDesk.filters.title')} onSubmit={(event) => event.preventDefault()} data-testid="history-filters">
      <Input label={t('orderDesk.filters.from')} type="date" value={filter.from} onChange={(event) => set('from', event.target.value)} />
      <Input label={t('orderDesk.filters.to')} type="date" value={filter.to} onChange={(event) => set('to', event.target.value)} />
      {showBranch ? (
        <Select
          label={t('orderDesk.filters.branch')}
          value={filter.branch}
          onChange={(event) => set('branch', event.target.value)}
          options={[
            { value: '', label: t('orderDesk.filters.allBranches') },
            ...branches.map((branch) => ({ value: String(branch.id), label: branch.name })),
          ]}
        />
      ) : null}
      <Select
        label={t('orderDesk.filters.status')}
        value={filter.status}
        onChange={(event) => set('status', event.target.value as HistoryFilter['status'])}
        options={[all, ...HISTORY_STATUSES.map((status) => ({ value: status, label: t(`orderDesk.statuses.${status}`) }))]}
      />
      <Select
        label={t('orderDesk.filters.orderType')}
        value={filter.orderType}
        onChange={(event) => set('orderType', event.target.value as HistoryFilter['orderType'])}
        options={[all, ...ORDER_TYPES.map((type) => ({ value: type, label: t(`orderDesk.orderTypes.${type}`) }))]}
      />
      <Select
        label={t('orderDesk.filters.paymentMethod')}
        value={filter.paymentMethod}
        onChange={(event) => set('paymentMethod', event.target.value as HistoryFilter['paymentMethod'])}
        options={[all, ...PAYMENT_METHODS.map((method) => ({ value: method, label: t(`orderDesk.paymentMethods.${method}`) }))]}
      />
      <Input
        label={t('orderDesk.filters.search')}
        type="search"
        placeholder={t('orderDesk.filters.searchPlaceholder')}
        value={filter.search}
        onChange={(event) => set('search', event.target.value)}
      />
      <Button $variant="secondary" onClick={() => onChange(EMPTY_HISTORY_FILTER)}>
        {t('orderDesk.filters.reset')}
      </Button>
    </Form>
  );
}
