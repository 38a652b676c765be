import { useState } from 'react';
import type { LogEntry } from '@theke/contracts';
import { Alert, Button, DEFAULT_TIME_ZONE, Loader, styled, useConfig, useTranslation } from '@theke/ui';
import { useLogs } from '../api/use-logs';
import { ACTION_TEXTS, authorOf, EMPTY_LOG_FILTER, EMPTY_VALUE, loggedAt, pageCount, type LogFilter } from '../log-entries';
import { LogDiffDialog } from './LogDiffDialog';
import { LogFilters } from './LogFilters';
import { useEntityLabel } from './use-entity-label';

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  th,
  td {
    padding: 0.5rem;
    text-align: left;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

const EntryButton = styled.button`
  padding: 0;
  border: 0;
  background: none;
  color: inherit;
  font: inherit;
  text-align: left;
  text-decoration: underline;
  cursor: pointer;
`;

const Pager = styled.nav`
  display: flex;
  align-items: center;
  gap: 1rem;
  margin-top: 1rem;
`;

function LogRow({ entry, timeZone, onOpen }: { entry: LogEntry; timeZone: string; onOpen: () => void }) {
  const { t } = useTranslation();
  const entityLabel = useEntityLabel();
  return (
    <tr data-testid="log-entry">
      <td>{loggedAt(entry, timeZone)}</td>
      <td>{authorOf(entry) ?? EMPTY_VALUE}</td>
      <td>{entityLabel(entry.entity)}</td>
      <td>
        <EntryButton type="button" onClick={onOpen}>
          {entry.title ?? EMPTY_VALUE}
        </EntryButton>
      </td>
      <td>{entry.entityId ?? EMPTY_VALUE}</td>
      <td>{t(ACTION_TEXTS[entry.action])}</td>
    </tr>
  );
}

/**
 * `#/logs` (issue 19, administrators): every create, update and delete, newest first, filtered by
 * entity type, user and date; an entry opens its changed fields before and after.
 */
export function LogsScreen() {
  const { t } = useTranslation();
  const timeZone = useConfig().data?.timeZone || DEFAULT_TIME_ZONE;
  const [filter, setFilter] = useState<LogFilter>(EMPTY_LOG_FILTER);
  const [page, setPage] = useState(1);
  const [opened, setOpened] = useState<LogEntry | null>(null);
  const { data, isPending, isError } = useLogs(filter, page);
  const pages = pageCount(data?.total ?? 0);
  const changeFilter = (next: LogFilter) => {
    setFilter(next);
    setPage(1);
  };
  return (
    <section data-testid="logs">
      <LogFilters filter={filter} onChange={changeFilter} />
      {isPending ? <Loader /> : null}
      {isError ? <Alert variant="danger">{t('logs.loadFailed')}</Alert> : null}
      {data && data.entries.length === 0 ? <p>{t('logs.empty')}</p> : null}
      {data && data.entries.length > 0 ? (
        <>
          <p>{t('logs.count', { count: data.total })}</p>
          <Table>
            <thead>
              <tr>
                <th scope="col">{t('logs.columns.occurredAt')}</th>
                <th scope="col">{t('logs.columns.user')}</th>
                <th scope="col">{t('logs.columns.entity')}</th>
                <th scope="col">{t('logs.columns.title')}</th>
                <th scope="col">{t('logs.columns.entityId')}</th>
                <th scope="col">{t('logs.columns.action')}</th>
              </tr>
            </thead>
            <tbody>
              {data.entries.map((entry) => (
                <LogRow key={entry.id} entry={entry} timeZone={timeZone} onOpen={() => setOpened(entry)} />
              ))}
            </tbody>
          </Table>
          {pages > 1 ? (
            <Pager aria-label={t('logs.pager.page', { page, pages })}>
              <Button $variant="secondary" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                {t('logs.pager.previous')}
              </Button>
              <span>{t('logs.pager.page', { page, pages })}</span>
              <Button $variant="secondary" disabled={page >= pages} onClick={() => setPage(page + 1)}>
                {t('logs.pager.next')}
              </Button>
            </Pager>
          ) : null}
        </>
      ) : null}
      {opened ? <LogDiffDialog entry={opened} timeZone={timeZone} onClose={() => setOpened(null)} /> : null}
    </section>
  );
}
