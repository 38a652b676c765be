import { Fragment, useState, type FormEvent, type ReactNode } from 'react';
import { Button, Overlay, styled, useTranslation } from '@theke/ui';
import { Input } from '@theke/ui/forms';
import { EDIT_FIELDS, editFormOf, editPayloadOf, inputTypeOf, type OrderEditForm } from '../order-edit';
import type { OrderCommand } from '../order-commands';
import type { StaffOrder } from '../staff-order';

export const DialogActions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: 0.5rem;
  margin-top: 1rem;
`;

const TextArea = styled.textarea`
  width: 100%;
  min-height: 6rem;
  padding: 0.5rem 0.75rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  font: inherit;
`;

const Columns = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(12rem, 1fr));
  gap: 0 1rem;
`;

export interface DialogProps {
  order: StaffOrder;
  onClose: () => void;
  /** Runs the command; the dialog closes once it succeeded. */
  onCommand: (command: OrderCommand) => Promise<unknown>;
}

/** A dialog whose form submits one command, closing on success (a failure is recorded by the hook). */
function CommandDialog({
  title,
  submitLabel,
  onClose,
  onSubmit,
  children,
}: {
  title: string;
  submitLabel: string;
  onClose: () => void;
  onSubmit: () => Promise<unknown> | null;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const [pending, setPending] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const running = onSubmit();
    if (!running) return onClose();
    setPending(true);
    running.then(onClose, () => setPending(false));
  };
  return (
    <Overlay label={title} onClose={onClose}>
      <form onSubmit={submit}>
        <h2>{title}</h2>
        {children}
        <DialogActions>
          <Button $variant="secondary" onClick={onClose}>
            {t('orderDesk.actions.abort')}
          </Button>
          <Button type="submit" disabled={pending}>
            {submitLabel}
          </Button>
        </DialogActions>
      </form>
    </Overlay>
  );
}

/** Reject with a message the guest sees on the status page (SPEC §4 'Storniert' plus rejectionMessage). */
export function RejectDialog({ order, onClose, onCommand }: DialogProps) {
  const { t } = useTranslation();
  const [message, setMessage] = useState(order.rejectionMessage ?? '');
  return (
    <CommandDialog
      title={t('orderDesk.rejectDialog.title')}
      submitLabel={t('orderDesk.actions.reject')}
      onClose={onClose}
      onSubmit={() => onCommand({ kind: 'status', action: 'reject', rejectionMessage: message })}
    >
      <label htmlFor="rejection-message">{t('orderDesk.rejectDialog.message')}</label>
      <TextArea id="rejection-message" value={message} maxLength={2000} onChange={(event) => setMessage(event.target.value)} />
    </CommandDialog>
  );
}

export function DeleteDialog({ order, onClose, onCommand }: DialogProps) {
  const { t } = useTranslation();
  return (
    <CommandDialog
      title={t('orderDesk.deleteDialog.title')}
      submitLabel={t('orderDesk.actions.delete')}
      onClose={onClose}
      onSubmit={() => onCommand({ kind: 'delete' })}
    >
      <p>{t('orderDesk.deleteDialog.text', { ticket: order.ticketNumber })}</p>
    </CommandDialog>
  );
}

/** Contact, address and comment (`PUT /api/orders/{id}` with the changed fields only). */
export function EditOrderDialog({ order, onClose, onCommand }: DialogProps) {
  const { t } = useTranslation();
  const [form, setForm] = useState<OrderEditForm>(() => editFormOf(order));
  const set = (field: keyof OrderEditForm, value: string) => setForm({ ...form, [field]: value });
  return (
    <CommandDialog
      title={t('orderDesk.editDialog.title')}
      submitLabel={t('orderDesk.actions.save')}
      onClose={onClose}
      onSubmit={() => {
        const changes = editPayloadOf(form, order);
        return Object.keys(changes).length > 0 ? onCommand({ kind: 'edit', changes }) : null;
      }}
    >
      <Columns>
        {EDIT_FIELDS.filter((field) => field.kind === 'text').map((field) => (
          <Input
            key={field.name}
            label={field.label}
            type={inputTypeOf(field)}
            value={form[field.name]}
            onChange={(event) => set(field.name, event.target.value)}
          />
        ))}
      </Columns>
      {EDIT_FIELDS.filter((field) => field.kind === 'textarea').map((field) => (
        <Fragment key={field.name}>
          <label htmlFor={`order-${field.name}`}>{field.label}</label>
          <TextArea id={`order-${field.name}`} value={form[field.name]} onChange={(event) => set(field.name, event.target.value)} />
        </Fragment>
      ))}
    </CommandDialog>
  );
}

export { CommandDialog };
