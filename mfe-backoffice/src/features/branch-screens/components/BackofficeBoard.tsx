import { useState } from 'react';
import { Button, styled, useTranslation } from '@theke/ui';
import {
  allowedStatusActions,
  DisplaySettingsToggles,
  OrderCard,
  RejectDialog,
  useDisplaySetting,
  type OrderCommand,
  type StaffOrder,
  type StatusAction,
} from '../../orders';
import { useBranchCommand } from '../api/use-branch-screen';
import type { BranchScreenParams } from '../branch-screen';

const List = styled.div`
  display: grid;
  gap: 1rem;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  margin-top: 0.5rem;
`;

const LABELS: Record<StatusAction, 'confirm' | 'reject' | 'cancel' | 'inDelivery' | 'completed'> = {
  confirm: 'confirm',
  reject: 'reject',
  cancel: 'cancel',
  'in-delivery': 'inDelivery',
  completed: 'completed',
};

/** The branch desk without a login: the live orders with the status actions and print, through the key. */
export function BackofficeBoard({ screen, orders }: { screen: BranchScreenParams; orders: readonly StaffOrder[] }) {
  const { t } = useTranslation();
  const command = useBranchCommand(screen);
  const [rejecting, setRejecting] = useState<StaffOrder | null>(null);
  const [showProductData] = useDisplaySetting('showProductData');
  const [showCustomerData] = useDisplaySetting('showCustomerData');
  const run = (order: StaffOrder, next: OrderCommand) =>
    next.kind === 'status' || next.kind === 'print'
      ? command.mutateAsync({ orderId: order.id, command: next })
      : Promise.resolve();
  const label = (order: StaffOrder, action: StatusAction) =>
    action === 'in-delivery' && !order.isDelivery ? t('orderDesk.actions.readyForPickup') : t(`orderDesk.actions.${LABELS[action]}`);

  return (
    <>
      <DisplaySettingsToggles />
      {orders.length === 0 ? <p data-testid="orders-empty">{t('orderDesk.empty')}</p> : null}
      <List data-testid="order-list">
        {orders.map((order) => (
          <div key={order.id} data-testid="branch-order">
            <OrderCard
              order={order}
              branchName={null}
              showProductData={showProductData}
              showCustomerData={showCustomerData}
              linked={false}
            />
            <Actions data-testid="order-actions">
              {allowedStatusActions(order).map((action) => (
                <Button
                  key={action}
                  $variant={action === 'reject' || action === 'cancel' ? 'secondary' : 'primary'}
                  disabled={command.isPending}
                  onClick={() =>
                    action === 'reject' ? setRejecting(order) : void run(order, { kind: 'status', action }).catch(() => undefined)
                  }
                >
                  {label(order, action)}
                </Button>
              ))}
              <Button
                $variant="secondary"
                disabled={command.isPending}
                onClick={() => void run(order, { kind: 'print' }).catch(() => undefined)}
              >
                {t('orderDesk.actions.print')}
              </Button>
            </Actions>
          </div>
        ))}
      </List>
      {rejecting ? (
        <RejectDialog order={rejecting} onClose={() => setRejecting(null)} onCommand={(next) => run(rejecting, next)} />
      ) : null}
    </>
  );
}
