import { useState, type ReactNode } from 'react';
import { paymentStatus } from '@theke/domain';
import {
  Button,
  formatDateTime,
  formatMoney,
  Loader,
  NotFoundView,
  styled,
  useBranches,
  useTranslation,
} from '@theke/ui';
import { useStaffOrder } from '../api/use-orders';
import { useOrderCommand } from '../api/use-order-command';
import { orderActions } from '../order-actions';
import type { OrderCommand } from '../order-commands';
import {
  billingAddressOf,
  customerNameOf,
  deliveryAddressOf,
  itemOptionsOf,
  itemTitleOf,
  orderTypeOf,
  statusTextOf,
} from '../order-display';
import { ORDER_LIST_PATHS } from '../order-lists';
import type { StaffOrder } from '../staff-order';
import { ItemEditDialog } from './ItemEditDialog';
import { OrderActionsBar } from './OrderActionsBar';
import { useTimeZone } from './use-time-zone';

const Header = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: 0.5rem 1rem;
  h2 {
    margin: 0;
  }
`;

const Badge = styled.span`
  padding: 0.15rem 0.6rem;
  border-radius: ${({ theme }) => theme.radius};
  color: ${({ theme }) => theme.colors.inverse};
  background: ${({ theme }) => theme.colors.secondary};
`;

const Sections = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(18rem, 1fr));
  gap: 1rem;
`;

const Panel = styled.section`
  padding: 1rem;
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radius};
  h3 {
    margin-top: 0;
  }
`;

const Fields = styled.dl`
  display: grid;
  grid-template-columns: minmax(8rem, auto) 1fr;
  gap: 0.35rem 1rem;
  margin: 0;
  dt {
    color: ${({ theme }) => theme.colors.muted};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

const Lines = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  li {
    display: grid;
    grid-template-columns: 1fr auto;
    gap: 0.25rem 1rem;
    padding: 0.5rem 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  small {
    grid-column: 1;
    color: ${({ theme }) => theme.colors.muted};
  }
  button {
    grid-column: 2;
    justify-self: end;
  }
`;

function Field({ label, children }: { label: string; children: ReactNode }) {
  if (children === null || children === undefined || children === '') return null;
  return (
    <>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </>
  );
}

function OrderFacts({ order }: { order: StaffOrder }) {
  const { t } = useTranslation();
  const timeZone = useTimeZone();
  const { data: branches = [] } = useBranches();
  const branch = branches.find((candidate) => String(candidate.id) === String(order.branch.id));
  const payment = paymentStatus(order);
  const at = (instant: string | null | undefined) => (instant ? formatDateTime(instant, timeZone) : null);
  return (
    <Panel>
      <h3>{t('orderDesk.detail.order')}</h3>
      <Fields data-testid="order-facts">
        <Field label={t('orderDesk.detail.branch')}>{branch?.name ?? order.branch.id}</Field>
        <Field label={t('orderDesk.detail.createdAt')}>{at(order.createdAt)}</Field>
        <Field label={t('orderDesk.detail.orderType')}>{t(`orderDesk.orderTypes.${orderTypeOf(order)}`)}</Field>
        <Field label={t('orderDesk.detail.channel')}>{order.isSelfService ? t('orderDesk.selfService') : null}</Field>
        <Field label={t('orderDesk.detail.table')}>{order.tableIdentifier ?? order.table?.identifier}</Field>
        <Field label={t('orderDesk.detail.appointment')}>{at(order.appointment) ?? t('orderDesk.detail.asSoonAsPossible')}</Field>
        <Field label={t('orderDesk.detail.counterAppointment')}>
          {order.counterAppointment ? (
            <span data-testid="counter-appointment">
              {at(order.counterAppointment)} ({t('orderDesk.detail.counterAppointmentOpen')})
            </span>
          ) : null}
        </Field>
        <Field label={t('orderDesk.detail.paymentMethod')}>
          {order.paymentMethod ? t(`orderDesk.paymentMethods.${order.paymentMethod}`) : null}
        </Field>
        <Field label={t('orderDesk.detail.paymentStatus')}>
          {payment?.text ?? t(`orderDesk.paymentStatuses.${order.paymentStatus}`)}
        </Field>
        <Field label={t('orderDesk.detail.rejectionMessage')}>{order.rejectionMessage}</Field>
        <Field label={t('orderDesk.detail.donatee')}>{order.donatee ? (order.donatee.name ?? order.donatee.id) : null}</Field>
        <Field label={t('orderDesk.detail.uid')}>
          <a href={`/status/${order.uid}/${order.hash}`} target="_blank" rel="noreferrer" title={t('orderDesk.detail.statusPage')}>
            {order.uid}
          </a>
        </Field>
        <Field label={t('orderDesk.detail.questionnaire')}>
          {order.questionnaireRating ? `${order.questionnaireRating} / 5` : null}
        </Field>
      </Fields>
    </Panel>
  );
}

function Customer({ order }: { order: StaffOrder }) {
  const { t } = useTranslation();
  const delivery = deliveryAddressOf(order);
  return (
    <Panel>
      <h3>{t('orderDesk.detail.customer')}</h3>
      <Fields data-testid="order-customer-data">
        <Field label={t('orderDesk.detail.customer')}>{customerNameOf(order)}</Field>
        <Field label={t('orderDesk.detail.vatNo')}>{order.vatNo}</Field>
        <Field label={t('orderDesk.detail.phone')}>{order.phone ? <a href={`tel:${order.phone}`}>{order.phone}</a> : null}</Field>
        <Field label={t('orderDesk.detail.email')}>{order.email ? <a href={`mailto:${order.email}`}>{order.email}</a> : null}</Field>
        <Field label={t('orderDesk.detail.address')}>{billingAddressOf(order).join(', ')}</Field>
        <Field label={t('orderDesk.detail.deliveryAddress')}>{delivery.join(', ')}</Field>
        <Field label={t('orderDesk.detail.deliveryArea')}>{order.deliveryArea?.area}</Field>
        <Field label={t('orderDesk.detail.comment')}>{order.comment}</Field>
      </Fields>
    </Panel>
  );
}

function Items({ order, canEdit, onEdit }: { order: StaffOrder; canEdit: boolean; onEdit: (index: number) => void }) {
  const { t } = useTranslation();
  return (
    <Panel>
      <h3>{t('orderDesk.detail.items')}</h3>
      <Lines data-testid="order-items">
        {order.items.map((item, index) => (
          <li key={item.position}>
            <span>{itemTitleOf(item)}</span>
            <span>{formatMoney(item.gross)}</span>
            {itemOptionsOf(item).map((line) => (
              <small key={line}>{line}</small>
            ))}
            {canEdit ? (
              <Button $variant="link" onClick={() => onEdit(index)}>
                {t('orderDesk.actions.editItem')}
              </Button>
            ) : null}
          </li>
        ))}
      </Lines>
    </Panel>
  );
}

function Pricing({ order }: { order: StaffOrder }) {
  const { t } = useTranslation();
  const { pricing } = order;
  return (
    <Panel>
      <h3>{t('orderDesk.detail.pricing')}</h3>
      <Fields data-testid="order-pricing">
        <Field label={t('orderDesk.detail.gross')}>{formatMoney(pricing.gross)}</Field>
        {order.isDelivery ? <Field label={t('orderDesk.detail.deliveryGross')}>{formatMoney(pricing.deliveryGross)}</Field> : null}
        <Field label={t('orderDesk.detail.totalNet')}>{formatMoney(pricing.totalNet)}</Field>
        {pricing.taxes.map((line) => (
          <Field key={line.rate} label={t('orderDesk.detail.tax', { rate: line.rate })}>
            {formatMoney(line.tax)}
          </Field>
        ))}
        <Field label={t('orderDesk.detail.totalGross')}>{formatMoney(pricing.totalGross)}</Field>
        {pricing.donation > 0 ? <Field label={t('orderDesk.detail.donation')}>{formatMoney(pricing.donation)}</Field> : null}
        <Field label={t('orderDesk.detail.amountDue')}>
          <strong>{formatMoney(pricing.amountDue)}</strong>
        </Field>
      </Fields>
    </Panel>
  );
}

/** `#/orders/{id}`: every placed-order field, the lines, the price and the actions allowed now. */
export function OrderDetailScreen({ id }: { id: number }) {
  const { t } = useTranslation();
  const { data: order, isPending, error } = useStaffOrder(id);
  const command = useOrderCommand(id);
  // The line's index in the order (the path of PUT /orders/{id}/items/{index}).
  const [editedIndex, setEditedIndex] = useState<number | null>(null);
  const run = async (next: OrderCommand) => {
    await command.mutateAsync(next);
    if (next.kind === 'delete') window.location.hash = `#${ORDER_LIST_PATHS.current}`;
  };

  if (isPending) return <Loader />;
  if (!order) return error ? <NotFoundView /> : null;
  const canEditItems = orderActions(order, { isAdmin: false }, undefined).canEditItems;
  const editedItem = editedIndex === null ? null : (order.items[editedIndex] ?? null);
  return (
    <article data-testid="order-detail">
      <a href={`#${ORDER_LIST_PATHS.current}`}>{t('orderDesk.detail.back')}</a>
      <Header>
        <h2>{t('orderDesk.detail.title', { ticket: order.ticketNumber })}</h2>
        <strong data-testid="order-detail-status">{statusTextOf(order)}</strong>
        {order.isQuotation ? <Badge>{t('orderDesk.detail.quotation')}</Badge> : null}
      </Header>
      <OrderActionsBar order={order} pending={command.isPending} onCommand={run} />
      <Sections>
        <OrderFacts order={order} />
        <Customer order={order} />
        <Items order={order} canEdit={canEditItems} onEdit={setEditedIndex} />
        <Pricing order={order} />
      </Sections>
      {editedItem && editedIndex !== null ? (
        <ItemEditDialog item={editedItem} index={editedIndex} onClose={() => setEditedIndex(null)} onCommand={run} />
      ) : null}
    </article>
  );
}
