import type { LogEntry } from '@theke/contracts';
import { Button, Overlay, styled, useTranslation } from '@theke/ui';
import { ACTION_TEXTS, changeRowsOf, loggedAt } from '../log-entries';
import { useEntityLabel } from './use-entity-label';

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  margin: 1rem 0;
  th,
  td {
    padding: 0.375rem 0.5rem;
    text-align: left;
    vertical-align: top;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    overflow-wrap: anywhere;
  }
`;

const Meta = styled.p`
  color: ${({ theme }) => theme.colors.muted};
`;

interface LogDiffDialogProps {
  entry: LogEntry;
  timeZone: string;
  onClose: () => void;
}

/** One entry's change as a table: each changed field before and after. */
export function LogDiffDialog({ entry, timeZone, onClose }: LogDiffDialogProps) {
  const { t } = useTranslation();
  const entityLabel = useEntityLabel();
  const rows = changeRowsOf(entry, timeZone);
  const heading = `${entityLabel(entry.entity)} ${entry.title ?? ''} #${entry.entityId ?? '–'}`.replace(/\s+/g, ' ');
  return (
    <Overlay label={heading} onClose={onClose}>
      <h2>{heading}</h2>
      <Meta>
        {t(ACTION_TEXTS[entry.action])} · {loggedAt(entry, timeZone)}
        {entry.user?.username ? ` · ${entry.user.username}` : null}
      </Meta>
      {rows.length === 0 ? (
        <p>{t('logs.diff.noChanges')}</p>
      ) : (
        <Table data-testid="log-diff">
          <thead>
            <tr>
              <th scope="col">{t('logs.diff.field')}</th>
              <th scope="col">{t('logs.diff.before')}</th>
              <th scope="col">{t('logs.diff.after')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.field}>
                <th scope="row">{row.label}</th>
                <td>{row.before}</td>
                <td>{row.after}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
      <Button $variant="secondary" onClick={onClose}>
        {t('logs.diff.close')}
      </Button>
    </Overlay>
  );
}
