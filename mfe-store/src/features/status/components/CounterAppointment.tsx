import { Alert, Button, formatDateTime, translate, useTranslation } from '@theke/ui';
import { usePublicOrderAction } from '../api/use-public-order';
import type { PublicOrder } from '../status-state';

/** SPEC §4 counter appointment: the guest confirms the proposed time, or rejects it, which cancels the order. */
export function CounterAppointment({ order, hash, timeZone }: { order: PublicOrder; hash: string; timeZone: string }) {
  const { t } = useTranslation();
  const fallback = translate('messages.order.changeStatus');
  const confirm = usePublicOrderAction(order.uid, hash, 'confirm-counter-appointment', fallback);
  const reject = usePublicOrderAction(order.uid, hash, 'reject-counter-appointment', fallback);
  const busy = confirm.isPending || reject.isPending;
  const error = confirm.error ?? reject.error;
  if (!order.counterAppointment) return null;
  return (
    <div data-testid="counter-appointment">
      <Alert variant="warning" title={t('status.counterAppointment.title')}>
        {t('status.counterAppointment.text', { date: formatDateTime(order.counterAppointment, timeZone) })}
      </Alert>
      {error ? <Alert variant="danger">{error.message}</Alert> : null}
      <Button disabled={busy} onClick={() => confirm.mutate(undefined)} data-testid="counter-confirm">
        {t('status.counterAppointment.confirm')}
      </Button>{' '}
      <Button $variant="secondary" disabled={busy} onClick={() => reject.mutate(undefined)} data-testid="counter-reject">
        {t('status.counterAppointment.reject')}
      </Button>
    </div>
  );
}
