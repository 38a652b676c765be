import { useState } from 'react';
import { Button, isAdmin, styled, useConfig, useCurrentUser, useTranslation, type TranslationKey } from '@theke/ui';
import { orderActions, type StatusAction } from '../order-actions';
import type { OrderCommand } from '../order-commands';
import type { StaffOrder } from '../staff-order';
import { CounterAppointmentDialog } from './CounterAppointmentDialog';
import { DeleteDialog, EditOrderDialog, RejectDialog } from './OrderDialogs';

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  margin: 1rem 0;
`;

type Dialog = 'reject' | 'delete' | 'edit' | 'counter-appointment' | null;

function statusLabel(action: StatusAction, order: StaffOrder): TranslationKey {
  switch (action) {
    case 'confirm':
      return 'orderDesk.actions.confirm';
    case 'reject':
      return 'orderDesk.actions.reject';
    case 'cancel':
      return 'orderDesk.actions.cancel';
    case 'in-delivery':
      // SPEC §4: in delivery for delivery orders, ready for pickup otherwise.
      return order.isDelivery ? 'orderDesk.actions.inDelivery' : 'orderDesk.actions.readyForPickup';
    case 'completed':
      return 'orderDesk.actions.completed';
  }
}

interface OrderActionsBarProps {
  order: StaffOrder;
  pending: boolean;
  onCommand: (command: OrderCommand) => Promise<unknown>;
}

/** The actions the lifecycle and the plugins allow now (order-actions.ts), each followed by reloading the order. */
export function OrderActionsBar({ order, pending, onCommand }: OrderActionsBarProps) {
  const { t } = useTranslation();
  const { data: user } = useCurrentUser();
  const { data: config } = useConfig();
  const [dialog, setDialog] = useState<Dialog>(null);
  const actions = orderActions(order, { isAdmin: isAdmin(user) }, config);
  const run = (command: OrderCommand) => void onCommand(command).catch(() => undefined);
  const close = () => setDialog(null);

  return (
    <>
      <Bar data-testid="order-actions">
        {actions.status.map((action) => (
          <Button
            key={action}
            $variant={action === 'reject' || action === 'cancel' ? 'secondary' : 'primary'}
            disabled={pending}
            onClick={() => (action === 'reject' ? setDialog('reject') : run({ kind: 'status', action }))}
          >
            {t(statusLabel(action, order))}
          </Button>
        ))}
        {actions.canProposeAppointment ? (
          <Button $variant="secondary" disabled={pending} onClick={() => setDialog('counter-appointment')}>
            {t('orderDesk.actions.proposeAppointment')}
          </Button>
        ) : null}
        {actions.canEdit ? (
          <Button $variant="secondary" disabled={pending} onClick={() => setDialog('edit')}>
            {t('orderDesk.actions.edit')}
          </Button>
        ) : null}
        {actions.canPrint ? (
          <Button $variant="secondary" disabled={pending} onClick={() => run({ kind: 'print' })}>
            {t('orderDesk.actions.print')}
          </Button>
        ) : null}
        {actions.canCheckPayment ? (
          <Button $variant="secondary" disabled={pending} onClick={() => run({ kind: 'check-payment' })}>
            {t('orderDesk.actions.checkPayment')}
          </Button>
        ) : null}
        {actions.canResendEmail ? (
          <Button $variant="secondary" disabled={pending} onClick={() => run({ kind: 'resend-email' })}>
            {t('orderDesk.actions.resendEmail')}
          </Button>
        ) : null}
        {actions.canResendSms ? (
          <Button $variant="secondary" disabled={pending} onClick={() => run({ kind: 'resend-sms' })}>
            {t('orderDesk.actions.resendSms')}
          </Button>
        ) : null}
        {actions.canDelete ? (
          <Button $variant="secondary" disabled={pending} onClick={() => setDialog('delete')}>
            {t('orderDesk.actions.delete')}
          </Button>
        ) : null}
      </Bar>
      {dialog === 'reject' ? <RejectDialog order={order} onClose={close} onCommand={onCommand} /> : null}
      {dialog === 'delete' ? <DeleteDialog order={order} onClose={close} onCommand={onCommand} /> : null}
      {dialog === 'edit' ? <EditOrderDialog order={order} onClose={close} onCommand={onCommand} /> : null}
      {dialog === 'counter-appointment' ? (
        <CounterAppointmentDialog order={order} onClose={close} onCommand={onCommand} />
      ) : null}
    </>
  );
}
