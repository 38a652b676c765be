import { useState } from 'react';
import {
  DEFAULT_TIME_ZONE,
  formatClock,
  MINUTE_STEP,
  stepHour,
  stepMinute,
  timePickerState,
  type AppointmentSlot,
  type CalendarDate,
  type ClockTime,
} from '@theke/domain';
// The package itself, not relative paths: see DatePicker.
import { Button, styled, useTranslation } from '@theke/ui';

const Steppers = styled.div`
  display: flex;
  justify-content: center;
  align-items: center;
  gap: 1.5rem;
  font-size: 1.75rem;
  font-variant-numeric: tabular-nums;
`;

const Stepper = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 0.25rem;
`;

const Times = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.375rem;
  margin-top: 1rem;
  max-height: 12rem;
  overflow: auto;
`;

const Note = styled.p`
  color: ${({ theme }) => theme.colors.warning};
`;

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: 0.5rem;
  margin-top: 1rem;
`;

export interface TimePickerProps {
  /** The day the time is picked for. */
  date: CalendarDate;
  /** The slots a time must lie in. */
  slots: readonly AppointmentSlot[];
  /** The time shown first (SPEC §9: the next full hour when nothing is chosen). */
  value: ClockTime;
  timeZone?: string;
  minuteStep?: number;
  onSave: (time: ClockTime) => void;
  onCancel: () => void;
}

/**
 * SPEC §2/§5 time picker: hour and minute steppers (minute step 5), 'Abbrechen' and 'Speichern';
 * 'Zum ausgewählten Tag sind keine Termine verfügbar.' when the day has none, the available times
 * when the chosen one is outside them, and save only for an available time.
 */
export function TimePicker({ date, slots, value, timeZone = DEFAULT_TIME_ZONE, minuteStep = MINUTE_STEP, onSave, onCancel }: TimePickerProps) {
  const { t } = useTranslation();
  const [time, setTime] = useState<ClockTime>({ hour: value.hour, minute: stepMinute(value.minute, 0, minuteStep) });
  const state = timePickerState(slots, date, time, timeZone, minuteStep);
  return (
    <div data-testid="time-picker">
      <Steppers>
        <Stepper>
          <Button $variant="secondary" aria-label={`${t('pickers.hour')}: ${t('pickers.later')}`} onClick={() => setTime({ ...time, hour: stepHour(time.hour, 1) })}>
            ▲
          </Button>
          <span aria-label={t('pickers.hour')} data-testid="time-picker-hour">
            {formatClock(time.hour, 0).slice(0, 2)}
          </span>
          <Button $variant="secondary" aria-label={`${t('pickers.hour')}: ${t('pickers.earlier')}`} onClick={() => setTime({ ...time, hour: stepHour(time.hour, -1) })}>
            ▼
          </Button>
        </Stepper>
        <span>:</span>
        <Stepper>
          <Button
            $variant="secondary"
            aria-label={`${t('pickers.minute')}: ${t('pickers.later')}`}
            onClick={() => setTime({ ...time, minute: stepMinute(time.minute, 1, minuteStep) })}
          >
            ▲
          </Button>
          <span aria-label={t('pickers.minute')} data-testid="time-picker-minute">
            {formatClock(0, time.minute).slice(3)}
          </span>
          <Button
            $variant="secondary"
            aria-label={`${t('pickers.minute')}: ${t('pickers.earlier')}`}
            onClick={() => setTime({ ...time, minute: stepMinute(time.minute, -1, minuteStep) })}
          >
            ▼
          </Button>
        </Stepper>
      </Steppers>
      {state.message ? <Note role="alert">{state.message}</Note> : null}
      {state.showAvailableTimes ? (
        <Times role="group" aria-label={t('pickers.availableTimes')} data-testid="available-times">
          {state.times.map((option) => (
            <Button key={formatClock(option.hour, option.minute)} $variant="secondary" onClick={() => setTime(option)}>
              {formatClock(option.hour, option.minute)}
            </Button>
          ))}
        </Times>
      ) : null}
      <Actions>
        <Button $variant="secondary" onClick={onCancel}>
          {t('pickers.cancel')}
        </Button>
        <Button disabled={!state.canSave} onClick={() => onSave(time)}>
          {t('pickers.save')}
        </Button>
      </Actions>
    </div>
  );
}
