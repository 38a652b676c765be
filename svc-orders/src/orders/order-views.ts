/**
 * The order as the API answers it: the guest's view (ARCHITECTURE "Public order") and the staff's,
 * typed by @theke/contracts' PublicOrder and StaffOrder so a field the description adds cannot be
 * left out here.
 */
import {
  ORDER_DRAFT_FIELDS,
  type OrderItemView,
  type OrderPricing,
  type PublicOrder,
  type StaffOrder,
} from '@theke/contracts';
import type { OrderItemValues, OrderRecord } from './order.model';

const iso = (instant: Date | null | undefined): string | null =>
  instant ? new Date(instant).toISOString() : null;

export function itemView(item: OrderItemValues): OrderItemView {
  return {
    position: item.position,
    product: { id: item.productId, name: item.name },
    amount: item.amount,
    unit: item.unit,
    parts: item.parts,
    options: item.options,
    calculationModel: item.calculationModel,
    price: item.unitPrice,
    gross: item.gross,
    taxRate: item.taxRate,
  };
}

/** SPEC §3 pricing result (plus the donation and what is charged). */
export function pricingView(order: OrderRecord): OrderPricing {
  return {
    gross: order.gross,
    deliveryGross: order.deliveryGross,
    totalNet: order.totalNet,
    totalGross: order.totalGross,
    taxes: order.taxes,
    donation: order.donation,
    amountDue: order.amountDue,
    currency: order.currency,
  };
}

/**
 * What a guest sees with uid and hash (ARCHITECTURE.md "Public order"): every SPEC §3 placed-order
 * field, the items and the pricing; no contact data.
 */
export function publicOrderView(order: OrderRecord, items: readonly OrderItemValues[]): PublicOrder {
  const appointment = iso(order.appointmentDate);
  return {
    id: order.id,
    uid: order.uid,
    hash: order.hash,
    ticketNumber: String(order.ticketNumber),
    paymentRedirectUrl: order.paymentRedirectUrl ?? null,
    isRejected: order.isRejected,
    rejectionMessage: order.rejectionMessage ?? null,
    isConfirmed: order.isConfirmed,
    isInDelivery: order.isInDelivery,
    isDelivered: order.isDelivered,
    isCompleted: order.isCompleted,
    isCanceled: order.isCanceled,
    isFailed: order.isFailed,
    isPaid: order.isPaid,
    isRefunded: order.isRefunded,
    isDelivery: order.isDelivery,
    isDineIn: order.isDineIn,
    isQuotation: order.isQuotation,
    tableIdentifier: order.tableIdentifier,
    paymentMethod: order.paymentMethod,
    appointmentDate: appointment,
    // The agreed time: the wanted one, or the counter proposal once the guest confirmed it.
    appointment,
    counterAppointment: iso(order.counterAppointment),
    questionnaireRating: order.questionnaireRating ?? null,
    branch: { id: order.branchId },
    createdAt: iso(order.createdAt),
    items: [...items].sort((a, b) => a.position - b.position).map(itemView),
    pricing: pricingView(order),
  };
}

type DraftName = (typeof ORDER_DRAFT_FIELDS)[number]['name'];

/** The order's draft fields as stored (the columns have the fields' names; area, table and donatee are snapshots). */
function draftOf(order: OrderRecord): Pick<OrderRecord, DraftName> {
  return Object.fromEntries(ORDER_DRAFT_FIELDS.map(({ name }) => [name, order[name]])) as Pick<OrderRecord, DraftName>;
}

/** Staff see the whole order: the draft with contact data, snapshots, payment and questionnaire. */
export function staffOrderView(order: OrderRecord, items: readonly OrderItemValues[]): StaffOrder {
  // The public view holds the appointment (as ISO-8601) and the payment method already.
  const { appointmentDate: _appointmentDate, paymentMethod: _paymentMethod, ...draft } = draftOf(order);
  return {
    ...publicOrderView(order, items),
    ...draft,
    paymentStatus: order.paymentStatus,
    paymentProvider: order.paymentProvider,
    paymentId: order.paymentId ?? null,
    questionnaire: order.questionnaire ?? null,
    businessDate: order.businessDate,
    isSelfService: order.isSelfService,
    updatedAt: iso(order.updatedAt),
  };
}
