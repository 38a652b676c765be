/** The employees' open correction requests, each approved or rejected by the manager. */
import { DEFAULT_TIME_ZONE, formatDate } from '@theke/domain';
import { Alert, Button, styled, useTranslation } from '@theke/ui';
import { useDecideCorrection, usePendingCorrections, type CorrectionRequest } from '../api/use-time-sheet';
import { activityTimesText, type ActivityTimes } from '../month-sheet';

const Panel = styled.section`
  margin-top: 2rem;
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
  }
  li {
    padding: 0.75rem 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  p {
    margin: 0.25rem 0;
  }
`;

const Buttons = styled.div`
  display: flex;
  gap: 0.5rem;
  margin-top: 0.5rem;
`;

interface PendingCorrectionsProps {
  nameOf: (employee: { id: number; username: string }) => string;
  timeZone?: string;
}

export function PendingCorrections({ nameOf, timeZone = DEFAULT_TIME_ZONE }: PendingCorrectionsProps) {
  const { t } = useTranslation();
  const pending = usePendingCorrections();
  const decide = useDecideCorrection();
  const times = (value: ActivityTimes | null) => (value ? activityTimesText(value, t('timeSheets.running'), timeZone) : '–');
  const dayOf = (request: CorrectionRequest) => {
    const start = request.before?.start ?? request.after?.start;
    return start ? formatDate(new Date(start), timeZone) : '–';
  };
  return (
    <Panel aria-labelledby="pending-corrections" data-testid="pending-corrections">
      <h2 id="pending-corrections">{t('timeSheets.pending')}</h2>
      {decide.isError ? <Alert variant="danger">{decide.error.message}</Alert> : null}
      {pending.data && pending.data.length === 0 ? <p>{t('timeSheets.noPending')}</p> : null}
      <ul>
        {(pending.data ?? []).map((request) => (
          <li key={request.id} data-testid="correction-request">
            <strong>{t('timeSheets.requestedBy', { name: nameOf(request.employee), day: dayOf(request) })}</strong>
            <p>{t('timeSheets.reason', { reason: request.reason })}</p>
            <p>{t('timeSheets.before', { times: times(request.before) })}</p>
            <p>{t('timeSheets.after', { times: times(request.after) })}</p>
            <Buttons>
              <Button disabled={decide.isPending} onClick={() => decide.mutate({ id: request.id, decision: 'approve' })}>
                {t('timeSheets.approve')}
              </Button>
              <Button $variant="secondary" disabled={decide.isPending} onClick={() => decide.mutate({ id: request.id, decision: 'reject' })}>
                {t('timeSheets.reject')}
              </Button>
            </Buttons>
          </li>
        ))}
      </ul>
    </Panel>
  );
}
