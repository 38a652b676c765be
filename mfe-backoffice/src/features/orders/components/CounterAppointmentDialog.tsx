import { useState } from 'react';
import { businessDateOf, formatCalendarDate, formatClock, isDaySelectable, type CalendarDate, type ClockTime } from '@theke/domain';
import { Button, Overlay, styled, useTranslation } from '@theke/ui';
import { DatePicker, TimePicker } from '@theke/ui/pickers';
import { counterAppointmentPayload, counterAppointmentSlots, counterAppointmentStart } from '../order-edit';
import type { DialogProps } from './OrderDialogs';
import { DialogActions } from './OrderDialogs';
import { useTimeZone } from './use-time-zone';

const Choice = styled.p`
  display: flex;
  gap: 1rem;
  align-items: center;
  font-size: 1.25rem;
`;

type Step = 'overview' | 'date' | 'time';

/** SPEC §4 counter appointment: staff pick a day and a time (SPEC §2 pickers) and propose it to the guest. */
export function CounterAppointmentDialog({ order, onClose, onCommand }: DialogProps) {
  const { t } = useTranslation();
  const timeZone = useTimeZone();
  const [now] = useState(() => new Date());
  const start = counterAppointmentStart(order, now, timeZone);
  const [date, setDate] = useState<CalendarDate>(start.date);
  const [time, setTime] = useState<ClockTime>(start.time);
  const [step, setStep] = useState<Step>('overview');
  const [pending, setPending] = useState(false);
  const slots = counterAppointmentSlots(now, timeZone);
  const today = businessDateOf(now, timeZone);

  const propose = () => {
    setPending(true);
    onCommand({ kind: 'counter-appointment', ...counterAppointmentPayload(date, time, timeZone) }).then(onClose, () =>
      setPending(false),
    );
  };

  return (
    <Overlay label={t('orderDesk.counterDialog.title')} onClose={onClose}>
      <h2>{t('orderDesk.counterDialog.title')}</h2>
      {step === 'date' ? (
        <DatePicker
          value={date}
          initialMonth={{ year: today.year, month: today.month }}
          isSelectable={(day) => isDaySelectable(slots, day, now, timeZone)}
          onSave={(picked) => {
            if (picked) setDate(picked);
            setStep('overview');
          }}
        />
      ) : step === 'time' ? (
        <TimePicker
          date={date}
          slots={slots}
          value={time}
          timeZone={timeZone}
          onSave={(picked) => {
            setTime(picked);
            setStep('overview');
          }}
          onCancel={() => setStep('overview')}
        />
      ) : (
        <>
          <Choice>
            <Button $variant="secondary" aria-label={t('orderDesk.counterDialog.date')} onClick={() => setStep('date')}>
              {formatCalendarDate(date)}
            </Button>
            <Button $variant="secondary" aria-label={t('orderDesk.counterDialog.time')} onClick={() => setStep('time')}>
              {formatClock(time.hour, time.minute)}
            </Button>
          </Choice>
          <DialogActions>
            <Button $variant="secondary" onClick={onClose}>
              {t('orderDesk.actions.abort')}
            </Button>
            <Button disabled={pending} onClick={propose}>
              {t('orderDesk.actions.proposeAppointment')}
            </Button>
          </DialogActions>
        </>
      )}
    </Overlay>
  );
}
