/**
 * The employee's time clock (issue 21), phone first: state and running time, the four buttons,
 * what waits to be sent, refusals, the break notice, totals, next shifts and holidays. The same
 * screen in the back-office section 'Zeiterfassung' and on the standalone page; both clock through
 * the employee's link.
 */
import { Alert, Button, DEFAULT_TIME_ZONE, formatTime, isApiError, Loader, styled, useConfig, useNow, useTranslation } from '@theke/ui';
import { useTimeClock } from '../api/use-time-clock';
import { breakNoticeOf, clockViewOf, formatStopwatch } from '../clock-view';
import type { TimeClockLink } from '../time-clock-link';
import { ClockButtons } from './ClockButtons';
import { ClockSummary } from './ClockSummary';

const Status = styled.div`
  margin: 0.5rem 0 0;
  padding: 1rem 1.25rem;
  text-align: center;
  color: ${({ theme }) => theme.colors.inverse};
  background: ${({ theme }) => theme.colors.secondary};
  border-radius: ${({ theme }) => theme.radius};
  p {
    margin: 0;
    font-size: 1.1rem;
  }
  output {
    display: block;
    font-size: 2.75rem;
    font-weight: 700;
    font-variant-numeric: tabular-nums;
  }
`;

export function TimeClockScreen({ link }: { link: TimeClockLink }) {
  const { t } = useTranslation();
  const clock = useTimeClock(link);
  const now = useNow(1000);
  const timeZone = useConfig().data?.timeZone || DEFAULT_TIME_ZONE;
  const { data: me, error } = clock.me;
  // A link renewed elsewhere ends a screen already open, too.
  const linkRefused = isApiError(error) && error.status === 401;
  if (!me || linkRefused) {
    if (!error) return <Loader />;
    return <Alert variant="danger">{linkRefused ? t('timeClock.invalidLink') : error.message}</Alert>;
  }
  const serverNow = new Date(now.getTime() + clock.offsetMs);
  const view = clockViewOf(me, clock.shown, serverNow);
  const breakNotice = breakNoticeOf(me.breakDue, view, serverNow);
  return (
    <div data-testid="time-clock" data-state={view.state}>
      <Status aria-live="polite">
        <p data-testid="time-clock-state">{t(`timeClock.state.${view.state}`)}</p>
        <output aria-label={t('timeClock.runningTime')} data-testid="time-clock-running">
          {formatStopwatch(view.runningMs)}
        </output>
      </Status>
      {clock.offline ? (
        <Alert variant="warning">
          <span data-testid="time-clock-offline">{t('timeClock.offline', { count: clock.waiting.length })}</span>
        </Alert>
      ) : null}
      {clock.refusedLink ? <Alert variant="danger">{clock.refusedLink}</Alert> : null}
      {clock.notices.map((notice, index) => (
        <Alert
          key={index}
          variant={notice.kind === 'refused' ? 'danger' : 'info'}
          action={
            <Button $variant="link" onClick={() => clock.dismissNotice(index)}>
              {t('timeClock.dismiss')}
            </Button>
          }
        >
          <span data-testid="time-clock-notice">
            {notice.kind === 'refused' ? t('timeClock.refused', { message: notice.message ?? '' }) : t('timeClock.requested')}
          </span>
        </Alert>
      ))}
      <ClockButtons state={view.state} disabled={clock.refusedLink !== null} onPress={clock.press} />
      {breakNotice?.kind === 'due' ? (
        <Alert variant="warning">
          <span data-testid="time-clock-break-due">{breakNotice.message}</span>
        </Alert>
      ) : breakNotice?.kind === 'upcoming' ? (
        <Alert variant="info">
          <span data-testid="time-clock-break-due">{t('timeClock.breakAt', { time: formatTime(breakNotice.at, timeZone) })}</span>
        </Alert>
      ) : null}
      <ClockSummary me={me} view={view} />
    </div>
  );
}
