/** Below the buttons: worked time today and this week against the plan, next shifts, holidays, warnings. */
import { formatWorkingMinutes } from '@theke/domain';
import { styled, useTranslation } from '@theke/ui';
import { formatDays, shiftText, warningText, type ClockMe, type ClockView } from '../clock-view';

/** A span of working time, `7:05 h`. */
const hoursText = (minutes: number) => `${formatWorkingMinutes(Math.max(0, minutes))} h`;

const Sections = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(16rem, 1fr));
  gap: 1rem;
  align-items: start;
  section {
    padding: 1rem 1.25rem;
    background: ${({ theme }) => theme.colors.surface};
    border-radius: ${({ theme }) => theme.radius};
  }
  h2 {
    margin: 0 0 0.5rem;
    font-size: 1.1rem;
  }
  ul,
  dl {
    margin: 0;
    padding: 0;
    list-style: none;
  }
  li + li {
    margin-top: 0.35rem;
  }
  dt {
    font-weight: 600;
  }
  dd {
    margin: 0 0 0.5rem;
    font-size: 1.15rem;
  }
  small {
    display: block;
    color: ${({ theme }) => theme.colors.muted};
    font-size: 0.9rem;
  }
`;

const minutesOf = (milliseconds: number) => milliseconds / 60_000;

export function ClockSummary({ me, view }: { me: ClockMe; view: ClockView }) {
  const { t } = useTranslation();
  const total = (workedMs: number, plannedMinutes: number, breakMinutes: number) => (
    <>
      {t('timeClock.workedOfPlanned', { worked: hoursText(minutesOf(workedMs)), planned: hoursText(plannedMinutes) })}
      <small>{t('timeClock.breaks', { minutes: hoursText(breakMinutes) })}</small>
    </>
  );
  return (
    <Sections>
      <section aria-labelledby="time-clock-totals" data-testid="time-clock-totals">
        <h2 id="time-clock-totals">{t('timeClock.totals')}</h2>
        <dl>
          <dt>{t('timeClock.today')}</dt>
          <dd data-testid="time-clock-today">{total(view.todayWorkedMs, me.today.plannedMinutes, me.today.breakMinutes)}</dd>
          <dt>{t('timeClock.week')}</dt>
          <dd data-testid="time-clock-week">{total(view.weekWorkedMs, me.week.plannedMinutes, me.week.breakMinutes)}</dd>
        </dl>
      </section>
      {me.warnings.length > 0 ? (
        <section aria-labelledby="time-clock-warnings" data-testid="time-clock-warnings">
          <h2 id="time-clock-warnings">{t('timeClock.warnings')}</h2>
          <ul>
            {me.warnings.map((warning, index) => (
              <li key={index}>{warningText(warning)}</li>
            ))}
          </ul>
        </section>
      ) : null}
      <section aria-labelledby="time-clock-shifts" data-testid="time-clock-shifts">
        <h2 id="time-clock-shifts">{t('timeClock.nextShifts')}</h2>
        {me.nextShifts.length === 0 ? (
          <p>{t('timeClock.noShifts')}</p>
        ) : (
          <ul>
            {me.nextShifts.map((shift) => (
              <li key={shift.id}>
                {shiftText(shift)}
                {shift.department?.name ? <small>{shift.department.name}</small> : null}
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="time-clock-holidays" data-testid="time-clock-holidays">
        <h2 id="time-clock-holidays">{t('timeClock.holidays')}</h2>
        <p>
          {me.holidayBalance
            ? t('timeClock.remainingDays', {
                count: me.holidayBalance.remainingDays,
                days: formatDays(me.holidayBalance.remainingDays),
                year: me.holidayBalance.year,
              })
            : t('timeClock.noBalance')}
        </p>
      </section>
    </Sections>
  );
}
