import { useMemo } from 'react';
import { appointmentInstant, businessDateOf, defaultAppointmentTime, isDaySelectable, type Branch, type CalendarDate, type Cart, type ClockTime } from '@theke/domain';
import { Overlay, useTranslation } from '@theke/ui';
import { DatePicker, TimePicker } from '@theke/ui/pickers';
import { checkoutSlots } from '../appointment-slots';

export type Picking = { kind: 'date' } | { kind: 'time'; date: CalendarDate };

interface AppointmentPickersProps {
  picking: Picking;
  branch: Branch;
  cart: Cart;
  chosen: { date: CalendarDate; time: ClockTime } | null;
  now: Date;
  timeZone: string;
  onPick: (picking: Picking | null) => void;
  onChange: (appointmentDate: string | null) => void;
}

/**
 * The date and time picker overlays over the real slots (SPEC §9). Loaded when the guest opens one:
 * the slot search and the pickers are not part of the checkout's first load (ADR 0011).
 */
export default function AppointmentPickers({ picking, branch, cart, chosen, now, timeZone, onPick, onChange }: AppointmentPickersProps) {
  const { t } = useTranslation();
  const minute = Math.floor(now.getTime() / 60_000);
  const slots = useMemo(() => checkoutSlots(branch, cart, new Date(minute * 60_000), timeZone), [branch, cart, minute, timeZone]);
  const isSelectable = useMemo(() => (date: CalendarDate) => isDaySelectable(slots, date, now, timeZone), [slots, now, timeZone]);
  const today = businessDateOf(now, timeZone);
  const fallback = defaultAppointmentTime(now, timeZone);
  const close = () => onPick(null);
  if (picking.kind === 'date') {
    return (
      <Overlay label={t('checkout.fields.date')} onClose={close}>
        <DatePicker
          value={chosen?.date ?? null}
          initialMonth={{ year: today.year, month: today.month }}
          isSelectable={isSelectable}
          onSave={(date) => {
            if (date) onPick({ kind: 'time', date });
            else {
              onChange(null);
              close();
            }
          }}
        />
      </Overlay>
    );
  }
  return (
    <Overlay label={t('checkout.fields.time')} onClose={close}>
      <TimePicker
        date={picking.date}
        slots={slots}
        timeZone={timeZone}
        value={chosen?.time ?? { hour: fallback.hour, minute: fallback.minute }}
        onCancel={close}
        onSave={(time) => {
          onChange(appointmentInstant(picking.date, time, timeZone).toISOString());
          close();
        }}
      />
    </Overlay>
  );
}
