import { lazy, Suspense, useState } from 'react';
import { APPOINTMENT_REQUIRED_TEXT, formatCalendarDate, formatClock, type Branch, type Cart } from '@theke/domain';
import { Button, useTranslation } from '@theke/ui';
import { appointmentParts } from '../checkout-state';
import type { Picking } from './AppointmentPickers';
import { CheckoutSection, Choices, FieldLabel, Note } from './layout';
import type { SectionProps } from './section-props';

// The pickers and the slot search load when the guest opens one (ADR 0011 budget).
const AppointmentPickers = lazy(() => import('./AppointmentPickers'));

interface AppointmentSectionProps extends SectionProps {
  branch: Branch;
  cart: Cart;
  isRequired: boolean;
  now: Date;
  timeZone: string;
}

/**
 * SPEC §2 section 5: appointment date and time pickers over the real slots (SPEC §9), 'Bitte wählen
 * Sie einen Termin aus.' when the branch requires one.
 */
export function AppointmentSection({ draft, onChange, errors, branch, cart, isRequired, now, timeZone }: AppointmentSectionProps) {
  const { t } = useTranslation();
  const [picking, setPicking] = useState<Picking | null>(null);
  const chosen = appointmentParts(draft.appointmentDate, timeZone);
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
      {picking ? (
        <Suspense fallback={null}>
          <AppointmentPickers
            picking={picking}
            branch={branch}
            cart={cart}
            chosen={chosen}
            now={now}
            timeZone={timeZone}
            onPick={setPicking}
            onChange={(appointmentDate) => onChange({ appointmentDate })}
          />
        </Suspense>
      ) : null}
    </CheckoutSection>
  );
}
