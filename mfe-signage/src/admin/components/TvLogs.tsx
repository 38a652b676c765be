/**
 * 'Logs anzeigen': the latest set of lines a TV sent for 'Logs anfordern' (ADR 0042), read only
 * while shown; older sets the service keeps are left out to keep the card short.
 */
import { Loader, styled, useTranslation } from '@theke/ui';
import { useTvLogs } from '../api/use-tvs';
import { dateTimeText } from '../tv-state';

const Lines = styled.pre`
  max-height: 16rem;
  overflow: auto;
  margin: 0.5rem 0 0;
  padding: 0.5rem;
  border-radius: ${({ theme }) => theme.radius};
  background: #f5f5f5;
  font-size: 0.8rem;
  white-space: pre-wrap;
`;

export function TvLogs({ tvId, timeZone }: { tvId: number; timeZone?: string }) {
  const { t } = useTranslation();
  const logs = useTvLogs(tvId, true);
  if (logs.isPending) return <Loader />;
  const latest = logs.data?.[0];
  if (!latest) return <p>{t('signageTvs.noLogs')}</p>;
  return (
    <div data-testid="signage-tv-logs">
      <small>{t('signageTvs.logsReceived', { time: dateTimeText(latest.receivedAt, timeZone) ?? '' })}</small>
      <Lines>{latest.lines.join('\n')}</Lines>
    </div>
  );
}
