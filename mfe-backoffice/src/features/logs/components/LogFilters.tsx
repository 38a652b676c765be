import { Button, styled, useTranslation } from '@theke/ui';
import { Input, Select } from '@theke/ui/forms';
import { EMPTY_LOG_FILTER, LOG_ENTITIES, type LogFilter } from '../log-entries';
import { useEntityLabel } from './use-entity-label';

const Form = styled.form`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(11rem, 1fr));
  gap: 0 1rem;
  align-items: end;
  button {
    margin-bottom: 1rem;
  }
`;

interface LogFiltersProps {
  filter: LogFilter;
  onChange: (filter: LogFilter) => void;
}

/** The log's filters: entity type, user (name or id) and a range of business days. */
export function LogFilters({ filter, onChange }: LogFiltersProps) {
  const { t } = useTranslation();
  const entityLabel = useEntityLabel();
  const set = <K extends keyof LogFilter>(key: K, value: LogFilter[K]) => onChange({ ...filter, [key]: value });
  const entities = LOG_ENTITIES.map((entity) => ({ value: entity, label: entityLabel(entity) })).sort((a, b) =>
    a.label.localeCompare(b.label, 'de'),
  );
  return (
    <Form aria-label={t('logs.filters.title')} onSubmit={(event) => event.preventDefault()} data-testid="log-filters">
      <Select
        label={t('logs.filters.entity')}
        value={filter.entity}
        onChange={(event) => set('entity', event.target.value)}
        options={[{ value: '', label: t('logs.filters.allEntities') }, ...entities]}
      />
      <Input
        label={t('logs.filters.user')}
        type="search"
        placeholder={t('logs.filters.userPlaceholder')}
        value={filter.user}
        onChange={(event) => set('user', event.target.value)}
      />
      <Input label={t('logs.filters.from')} type="date" value={filter.from} onChange={(event) => set('from', event.target.value)} />
      <Input label={t('logs.filters.to')} type="date" value={filter.to} onChange={(event) => set('to', event.target.value)} />
      <Button $variant="secondary" onClick={() => onChange(EMPTY_LOG_FILTER)}>
        {t('logs.filters.reset')}
      </Button>
    </Form>
  );
}
