import type { OrderItemValues, OrderRecord } from './order.model';

const iso = (instant: Date | null | undefined): string | null =>
  instant ? new Date(instant).toISOString() : null;

export function itemView(item: OrderItemValues) {
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
export function pricingView(order: OrderRecord) {
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
export function publicOrderView(order: OrderRecord, items: readonly OrderItemValues[]) {
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

/** Staff see the whole order: the draft with contact data, snapshots, payment and questionnaire. */
export function staffOrderView(order: OrderRecord, items: readonly OrderItemValues[]) {
  return {
    ...publicOrderView(order, items),
    isCompany: order.isCompany,
    companyName: order.companyName,
    firstName: order.firstName,
    lastName: order.lastName,
    company: order.company,
    street: order.street,
    floor: order.floor,
    stairway: order.stairway,
    door: order.door,
    zipCode: order.zipCode,
    city: order.city,
    country: order.country,
    vatNo: order.vatNo,
    phone: order.phone,
    email: order.email,
    isDeliveryAddressDifferent: order.isDeliveryAddressDifferent,
    isDeliveryCompany: order.isDeliveryCompany,
    deliveryCompanyName: order.deliveryCompanyName,
    deliveryStreet: order.deliveryStreet,
    deliveryFloor: order.deliveryFloor,
    deliveryStairway: order.deliveryStairway,
    deliveryDoor: order.deliveryDoor,
    deliveryZipCode: order.deliveryZipCode,
    deliveryCity: order.deliveryCity,
    deliveryCountry: order.deliveryCountry,
    deliveryArea: order.deliveryArea,
    comment: order.comment,
    legalInstructions: order.legalInstructions,
    privacyPolicy: order.privacyPolicy,
    table: order.table,
    donatee: order.donatee,
    paymentStatus: order.paymentStatus,
    paymentProvider: order.paymentProvider,
    paymentId: order.paymentId ?? null,
    questionnaire: order.questionnaire ?? null,
    businessDate: order.businessDate,
    updatedAt: iso(order.updatedAt),
  };
}
