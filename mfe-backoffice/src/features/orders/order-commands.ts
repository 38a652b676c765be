/**
 * Every write staff make on an order, as the request it sends and the SPEC §8 fallback shown when
 * the server gives no message of its own.
 */
import type { TranslationKey } from '@theke/ui';
import type { StatusAction } from './order-actions';
import type { EditField, ItemEdit } from './order-edit';

export type OrderCommand =
  | { kind: 'status'; action: StatusAction; rejectionMessage?: string | null }
  | { kind: 'edit'; changes: Partial<Record<EditField, string | null>> }
  | { kind: 'counter-appointment'; counterAppointment: string }
  | { kind: 'item'; index: number; edit: ItemEdit }
  | { kind: 'delete' }
  | { kind: 'check-payment' }
  | { kind: 'resend-email' }
  | { kind: 'resend-sms' }
  | { kind: 'print' };

export interface CommandRequest {
  method: 'POST' | 'PUT' | 'DELETE';
  url: string;
  body?: unknown;
  fallbackKey: TranslationKey;
}

export function commandRequest(orderId: number, command: OrderCommand): CommandRequest {
  const order = `/api/orders/${orderId}`;
  switch (command.kind) {
    case 'status':
      return {
        method: 'POST',
        url: `${order}/status/${command.action}`,
        body: command.action === 'reject' ? { rejectionMessage: command.rejectionMessage?.trim() || null } : undefined,
        fallbackKey: command.action === 'cancel' ? 'messages.order.cancel' : 'messages.order.changeStatus',
      };
    case 'edit':
      return { method: 'PUT', url: order, body: command.changes, fallbackKey: 'messages.order.update' };
    case 'counter-appointment':
      return {
        method: 'PUT',
        url: order,
        body: { counterAppointment: command.counterAppointment },
        fallbackKey: 'messages.order.update',
      };
    case 'item':
      return {
        method: 'PUT',
        url: `${order}/items/${command.index}`,
        body: { amount: command.edit.amount, unit: command.edit.unit, parts: command.edit.parts },
        fallbackKey: 'messages.order.update',
      };
    case 'delete':
      return { method: 'DELETE', url: order, fallbackKey: 'messages.order.delete' };
    case 'check-payment':
      return { method: 'POST', url: `${order}/update-payment-status`, fallbackKey: 'messages.order.checkPayment' };
    case 'resend-email':
      return { method: 'POST', url: `${order}/resend-new-order-email`, fallbackKey: 'messages.order.confirmation' };
    case 'resend-sms':
      return { method: 'POST', url: `${order}/resend-new-order-sms`, fallbackKey: 'messages.order.confirmation' };
    case 'print':
      return { method: 'POST', url: `${order}/print`, fallbackKey: 'messages.order.print' };
  }
}
