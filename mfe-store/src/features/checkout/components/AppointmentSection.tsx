import { useMemo, useState } from 'react';
import {
  APPOINTMENT_REQUIRED_TEXT,
  appointmentInstant,
  businessDateOf,
  defaultAppointmentTime,
  formatCalendarDate,
  formatClock,
  isDaySelectable,
  type AppointmentSlot,
  type CalendarDate,
} from '@theke/domain';
import { Button, Overlay, useTranslation } from '@theke/ui';
import { DatePicker, TimePicker } from '@theke/ui/src/pickers';
import { appointmentParts } from '../checkout-state';
import { CheckoutSection, Choices, FieldLabel, Note } from './layout';
import type { SectionProps } from './section-props';

interface AppointmentSectionProps extends SectionProps {
  slots: readonly AppointmentSlot[];
  isRequired: boolean;
  now: Date;
  timeZone: string;
}

type Picking = { kind: 'date' } | { kind: 'time'; date: CalendarDate } | null;

/**
 * SPEC §2 section 5: appointment date and time pickers over the real slots (SPEC §9), 'Bitte wählen
 * Sie einen Termin aus.' when the branch requires one.
 */
export function AppointmentSection({ draft, onChange, errors, slots, isRequired, now, timeZone }: AppointmentSectionProps) {
  const { t } = useTranslation();
  const [picking, setPicking] = useState<Picking>(null);
  const chosen = appointmentParts(draft.appointmentDate, timeZone);
  const today = businessDateOf(now, timeZone);
  const isSelectable = useMemo(() => (date: CalendarDate) => isDaySelectable(slots, date, now, timeZone), [slots, now, timeZone]);
  const fallbackTime = defaultAppointmentTime(now, timeZone);
  const close = () => setPicking(null);
  const error = errors.appointmentDate ?? (isRequired && !chosen ? APPOINTMENT_REQUIRED_TEXT : null);
  return (
    <CheckoutSection title={<FieldLabel text={t('checkout.sections.appointment')} required={isRequired} />} testId="checkout-appointment">
      <p data-testid="appointment-value">
        {chosen ? `${formatCalendarDate(chosen.date)} ${formatClock(chosen.time.hour, chosen.time.minute)}` : isRequired ? null : t('checkout.appointment.asSoonAsPossible')}
      </p>
      <Choices>
        <Button $variant="secondary" onClick={() => setPicking({ kind: 'date' })} aria-invalid={Boolean(errors.appointmentDate)}>
          {chosen ? formatCalendarDate(chosen.date) : t('checkout.appointment.chooseDate')}
        </Button>
        <Button $variant="secondary" disabled={!chosen} onClick={() => chosen && setPicking({ kind: 'time', date: chosen.date })}>
          {chosen ? formatClock(chosen.time.hour, chosen.time.minute) : t('checkout.appointment.chooseTime')}
        </Button>
      </Choices>
      {error ? (
        <Note $tone="danger" role="alert" data-testid="appointment-error">
          {error}
        </Note>
      ) : null}
      {picking?.kind === 'date' ? (
        <Overlay label={t('checkout.fields.date')} onClose={close}>
          <DatePicker
            value={chosen?.date ?? null}
            initialMonth={{ year: today.year, month: today.month }}
            isSelectable={isSelectable}
            onSave={(date) => {
              if (date) setPicking({ kind: 'time', date });
              else {
                onChange({ appointmentDate: null });
                close();
              }
            }}
          />
        </Overlay>
      ) : null}
      {picking?.kind === 'time' ? (
        <Overlay label={t('checkout.fields.time')} onClose={close}>
          <TimePicker
            date={picking.date}
            slots={slots}
            timeZone={timeZone}
            value={chosen?.time ?? { hour: fallbackTime.hour, minute: fallbackTime.minute }}
            onCancel={close}
            onSave={(time) => {
              onChange({ appointmentDate: appointmentInstant(picking.date, time, timeZone).toISOString() });
              close();
            }}
          />
        </Overlay>
      ) : null}
    </CheckoutSection>
  );
}
