/** A described entity's list: search, filters, sortable columns, pages, and the row actions. */
import { useMemo, useState } from 'react';
import type { Field } from '@theke/contracts';
import { imageUrl, type ImageReference } from '@theke/domain';
import { Alert, Button, Loader, crudMessages, styled, translate, useQueries, useTranslation } from '@theke/ui';
import { entryName, REFERENCE_LIST_URLS } from '../../forms';
import { navigateTo } from '../../frame';
import { useEntityList } from '../api/use-entities';
import { cellText, fieldOf, INITIAL_LIST_STATE, visibleEntries, type Entry, type ListState, type Lookups } from '../entity-list';
import type { EntityScreen } from '../entity-screens';
import { DeleteDialog } from './DeleteDialog';

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: 0.75rem;
  margin-bottom: 1rem;
  input,
  select {
    padding: 0.45rem 0.6rem;
    font: inherit;
  }
  label {
    display: grid;
    gap: 0.25rem;
  }
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  th,
  td {
    padding: 0.5rem;
    text-align: left;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    vertical-align: middle;
  }
  th button {
    padding: 0;
    border: 0;
    background: none;
    font: inherit;
    font-weight: 700;
    cursor: pointer;
  }
  tbody tr:hover {
    background: ${({ theme }) => theme.colors.surface};
  }
  img {
    width: 2.5rem;
    height: 2.5rem;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radius};
  }
`;

const Scroll = styled.div`
  overflow-x: auto;
`;

/** The names of referenced entries the columns and filters show (branch names, tag names). */
function useLookups(fields: Field[]): Lookups {
  const targets = [...new Set(fields.flatMap((field) => (field.kind === 'reference' ? field.targets.slice(0, 1) : [])))];
  const results = useQueries({
    queries: targets.map((target) => ({
      queryKey: [REFERENCE_LIST_URLS[target]],
      meta: { errorMessage: translate('messages.loadFailed') },
    })),
  });
  return Object.fromEntries(
    targets.map((target, index) => [
      target,
      new Map(((results[index]?.data ?? []) as Entry[]).map((entry) => [entry.id, entryName(entry)])),
    ]),
  );
}

function Cell({ field, value, lookups }: { field: Field; value: unknown; lookups: Lookups }) {
  const { t } = useTranslation();
  if (field.kind === 'image')
    return value ? <img src={imageUrl(value as ImageReference, 'icon')} alt="" /> : <>–</>;
  return <>{cellText(field, value, lookups, [t('entities.yes'), t('entities.no')])}</>;
}

function Filter({ field, value, lookups, onChange }: { field: Field; value: string; lookups: Lookups; onChange: (value: string) => void }) {
  const { t } = useTranslation();
  const options =
    field.kind === 'boolean'
      ? [
          { value: 'true', label: t('entities.yes') },
          { value: 'false', label: t('entities.no') },
        ]
      : field.kind === 'select' || field.kind === 'multiselect'
        ? field.options
        : field.kind === 'reference'
          ? [...(lookups[field.targets[0] ?? '']?.entries() ?? [])].map(([id, name]) => ({ value: String(id), label: name }))
          : [];
  return (
    <label>
      {field.label}
      <select value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="">{t('entities.all')}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </label>
  );
}

export function EntityListScreen({ screen, canWrite }: { screen: EntityScreen; canWrite: boolean }) {
  const { t } = useTranslation();
  const { description } = screen;
  const list = useEntityList(description);
  const [state, setState] = useState<ListState>(INITIAL_LIST_STATE);
  const [deleting, setDeleting] = useState<Entry | null>(null);
  const columns = description.list.columns.map((name) => fieldOf(description, name)).filter((field): field is Field => !!field);
  const filters = (description.list.filters ?? []).map((name) => fieldOf(description, name)).filter((field): field is Field => !!field);
  const lookups = useLookups([...columns, ...filters]);
  const { rows, total, pages } = useMemo(
    () => visibleEntries(description, list.data ?? [], state),
    [description, list.data, state],
  );
  const update = (change: Partial<ListState>) => setState((current) => ({ ...current, page: 1, ...change }));
  const sortBy = (name: string) =>
    update({ sort: { field: name, descending: state.sort?.field === name ? !state.sort.descending : false } });

  if (list.isPending) return <Loader />;
  if (list.isError) return <Alert variant="danger">{crudMessages(description.labels.singular, description.labels.plural).loadList}</Alert>;

  return (
    <section data-testid={`entity-list-${description.entity}`}>
      <Bar>
        <label>
          {t('entities.search')}
          <input type="search" value={state.search} onChange={(event) => update({ search: event.target.value })} />
        </label>
        {filters.map((field) => (
          <Filter
            key={field.name}
            field={field}
            lookups={lookups}
            value={state.filters[field.name] ?? ''}
            onChange={(value) => update({ filters: { ...state.filters, [field.name]: value } })}
          />
        ))}
        {canWrite ? <Button onClick={() => navigateTo(`${screen.path}/new`)}>{t('entities.create')}</Button> : null}
      </Bar>
      {total === 0 ? (
        <p>{(list.data ?? []).length === 0 ? t('entities.empty') : t('entities.noMatch')}</p>
      ) : (
        <Scroll>
          <Table>
            <thead>
              <tr>
                {columns.map((field) => (
                  <th key={field.name} aria-sort={state.sort?.field === field.name ? (state.sort.descending ? 'descending' : 'ascending') : undefined}>
                    <button type="button" onClick={() => sortBy(field.name)}>
                      {field.label}
                      {state.sort?.field === field.name ? (state.sort.descending ? ' ↓' : ' ↑') : null}
                    </button>
                  </th>
                ))}
                <th>{t('entities.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((entry) => (
                <tr key={entry.id}>
                  {columns.map((field) => (
                    <td key={field.name}>
                      {field.name === description.titleField ? (
                        <a href={`#${screen.path}/${entry.id}`}>
                          <Cell field={field} value={entry[field.name]} lookups={lookups} />
                        </a>
                      ) : (
                        <Cell field={field} value={entry[field.name]} lookups={lookups} />
                      )}
                    </td>
                  ))}
                  <td>
                    <Button $variant="link" onClick={() => navigateTo(`${screen.path}/${entry.id}`)}>
                      {canWrite ? t('entities.edit') : t('entities.show')}
                    </Button>{' '}
                    {canWrite ? (
                      <>
                        <Button $variant="link" onClick={() => navigateTo(`${screen.path}/${entry.id}/duplicate`)}>
                          {t('entities.duplicate')}
                        </Button>{' '}
                        <Button $variant="link" onClick={() => setDeleting(entry)}>
                          {t('entities.delete')}
                        </Button>
                      </>
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
        </Scroll>
      )}
      {pages > 1 ? (
        <Bar>
          <Button $variant="secondary" disabled={state.page <= 1} onClick={() => setState({ ...state, page: state.page - 1 })}>
            {t('entities.previous')}
          </Button>
          <span>{t('entities.page', { page: Math.min(state.page, pages), pages })}</span>
          <Button $variant="secondary" disabled={state.page >= pages} onClick={() => setState({ ...state, page: state.page + 1 })}>
            {t('entities.next')}
          </Button>
        </Bar>
      ) : null}
      <p>{t('entities.count', { count: total })}</p>
      {deleting ? <DeleteDialog screen={screen} entry={deleting} onClose={() => setDeleting(null)} /> : null}
    </section>
  );
}
