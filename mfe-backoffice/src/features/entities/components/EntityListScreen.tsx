/**
 * A described entity's list: search, filters, sortable columns, pages, the row actions, and what
 * a screen adds (its own row actions; checkboxes and actions for the chosen rows). Lists of
 * thousands stay responsive: the input shows each key at once, the rows follow deferred, and
 * unchanged rows are not rendered again.
 */
import { memo, useCallback, useDeferredValue, useMemo, useState, type ChangeEvent } from 'react';
import type { Field } from '@theke/contracts';
import { imageUrl, type ImageReference } from '@theke/domain';
import { Alert, Button, Loader, crudMessages, styled, translate, useQuery, useQueryClient, useTranslation } from '@theke/ui';
import { entryName, REFERENCE_LIST_URLS } from '../../forms';
import { navigateTo, type Viewer } from '../../frame';
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
  td.select,
  th.select {
    width: 2.5rem;
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

/**
 * The names of referenced entries the columns and filters show (branch names, tag names), the
 * same object until one of the lists changes (the rows are memoised on it). One query that reads
 * each list through the cache the reference inputs share (`fetchQuery`), not `useQueries`: that
 * hook would ride in the @theke/ui singleton into every guest page's main.js (ADR 0011).
 */
function useLookups(columns: readonly Field[], filters: readonly Field[]): Lookups {
  const queryClient = useQueryClient();
  const urls = useMemo(
    () => [
      ...new Set([...columns, ...filters].flatMap((field) => (field.kind === 'reference' ? field.targets.slice(0, 1) : []))),
    ].map((target) => [target, REFERENCE_LIST_URLS[target]] as const),
    [columns, filters],
  );
  const { data } = useQuery({
    queryKey: ['reference-lookups', ...urls.map(([, url]) => url)],
    queryFn: async (): Promise<Lookups> => {
      const lists = await Promise.all(urls.map(([, url]) => queryClient.fetchQuery<Entry[]>({ queryKey: [url] })));
      return Object.fromEntries(
        urls.map(([target], index) => [target, new Map((lists[index] ?? []).map((entry) => [entry.id, entryName(entry)]))]),
      );
    },
    enabled: urls.length > 0,
    meta: { errorMessage: translate('messages.loadFailed') },
  });
  return data ?? NO_LOOKUPS;
}

const NO_LOOKUPS: Lookups = {};

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

interface RowProps {
  screen: EntityScreen;
  entry: Entry;
  columns: readonly Field[];
  lookups: Lookups;
  canWrite: boolean;
  viewer: Viewer;
  /** null: the list offers no selection. */
  selected: boolean | null;
  onSelect: (id: number, selected: boolean) => void;
  onDelete: (entry: Entry) => void;
}

const Row = memo(function Row({ screen, entry, columns, lookups, canWrite, viewer, selected, onSelect, onDelete }: RowProps) {
  const { t } = useTranslation();
  const { description } = screen;
  const RowActions = screen.rowActions;
  const title = String(entry[description.titleField] ?? entryName(entry));
  return (
    <tr>
      {selected === null ? null : (
        <td className="select">
          <input
            type="checkbox"
            checked={selected}
            aria-label={t('entities.select', { name: title })}
            onChange={(event) => onSelect(entry.id, event.target.checked)}
          />
        </td>
      )}
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
        {RowActions ? (
          <>
            <RowActions entry={entry} viewer={viewer} canWrite={canWrite} />{' '}
          </>
        ) : null}
        <Button $variant="link" onClick={() => navigateTo(`${screen.path}/${entry.id}`)}>
          {canWrite ? t('entities.edit') : t('entities.show')}
        </Button>{' '}
        {canWrite ? (
          <>
            <Button $variant="link" onClick={() => navigateTo(`${screen.path}/${entry.id}/duplicate`)}>
              {t('entities.duplicate')}
            </Button>{' '}
            <Button $variant="link" onClick={() => onDelete(entry)}>
              {t('entities.delete')}
            </Button>
          </>
        ) : null}
      </td>
    </tr>
  );
});

/** The ids chosen with the checkboxes; kept across pages, searches and filters. */
function useSelection() {
  const [selected, setSelected] = useState<ReadonlySet<number>>(() => new Set());
  const select = useCallback(
    (ids: readonly number[], chosen: boolean) =>
      setSelected((current) => {
        const next = new Set(current);
        for (const id of ids) {
          if (chosen) next.add(id);
          else next.delete(id);
        }
        return next;
      }),
    [],
  );
  return { selected, select, clear: () => setSelected(new Set()) };
}

export function EntityListScreen({ screen, canWrite, viewer }: { screen: EntityScreen; canWrite: boolean; viewer: Viewer }) {
  const { t } = useTranslation();
  const { description } = screen;
  const query = useMemo(() => screen.listQuery?.(viewer), [screen, viewer]);
  const list = useEntityList(description, query);
  const [state, setState] = useState<ListState>(INITIAL_LIST_STATE);
  // The search box shows every key at once; the rows (thousands filtered) follow when React has time.
  const shownState = useDeferredValue(state);
  const [deleting, setDeleting] = useState<Entry | null>(null);
  const { selected, select, clear } = useSelection();
  const ListActions = screen.listActions;
  const columns = useMemo(
    () => description.list.columns.map((name) => fieldOf(description, name)).filter((field): field is Field => !!field),
    [description],
  );
  const filters = useMemo(
    () => (description.list.filters ?? []).map((name) => fieldOf(description, name)).filter((field): field is Field => !!field),
    [description],
  );
  const lookups = useLookups(columns, filters);
  const { rows, total, pages } = useMemo(
    () => visibleEntries(description, list.data ?? [], shownState),
    [description, list.data, shownState],
  );
  const selectOne = useCallback((id: number, chosen: boolean) => select([id], chosen), [select]);
  const update = (change: Partial<ListState>) => setState((current) => ({ ...current, page: 1, ...change }));
  const sortBy = (name: string) =>
    update({ sort: { field: name, descending: state.sort?.field === name ? !state.sort.descending : false } });

  if (list.isPending) return <Loader />;
  if (list.isError) return <Alert variant="danger">{crudMessages(description.labels.singular, description.labels.plural).loadList}</Alert>;

  const pageIds = rows.map((entry) => entry.id);
  const pageChosen = pageIds.length > 0 && pageIds.every((id) => selected.has(id));

  return (
    <section data-testid={`entity-list-${description.entity}`}>
      <Bar>
        <label>
          {t('entities.search')}
          <input type="search" value={state.search} onChange={(event: ChangeEvent<HTMLInputElement>) => update({ search: event.target.value })} />
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
      {ListActions ? (
        <Bar data-testid="list-actions">
          <span>{t('entities.selected', { count: selected.size })}</span>
          {selected.size > 0 ? (
            <Button $variant="link" onClick={clear}>
              {t('entities.clearSelection')}
            </Button>
          ) : null}
          <ListActions selected={[...selected]} viewer={viewer} />
        </Bar>
      ) : null}
      {total === 0 ? (
        <p>{(list.data ?? []).length === 0 ? t('entities.empty') : t('entities.noMatch')}</p>
      ) : (
        <Scroll>
          <Table>
            <thead>
              <tr>
                {ListActions ? (
                  <th className="select">
                    <input
                      type="checkbox"
                      checked={pageChosen}
                      aria-label={t('entities.selectPage')}
                      onChange={(event) => select(pageIds, event.target.checked)}
                    />
                  </th>
                ) : null}
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
                <Row
                  key={entry.id}
                  screen={screen}
                  entry={entry}
                  columns={columns}
                  lookups={lookups}
                  canWrite={canWrite}
                  viewer={viewer}
                  selected={ListActions ? selected.has(entry.id) : null}
                  onSelect={selectOne}
                  onDelete={setDeleting}
                />
              ))}
            </tbody>
          </Table>
        </Scroll>
      )}
      {pages > 1 ? (
        <Bar>
          <Button $variant="secondary" disabled={shownState.page <= 1} onClick={() => setState({ ...state, page: Math.min(state.page, pages) - 1 })}>
            {t('entities.previous')}
          </Button>
          <span>{t('entities.page', { page: Math.min(shownState.page, pages), pages })}</span>
          <Button $variant="secondary" disabled={shownState.page >= pages} onClick={() => setState({ ...state, page: Math.min(state.page, pages) + 1 })}>
            {t('entities.next')}
          </Button>
        </Bar>
      ) : null}
      <p>{t('entities.count', { count: total })}</p>
      {deleting ? <DeleteDialog screen={screen} entry={deleting} onClose={() => setDeleting(null)} /> : null}
    </section>
  );
}
