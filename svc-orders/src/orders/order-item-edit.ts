/**
 * PUT /orders/{id}/items/{index}: staff change one line's amount, unit or parts. The line is
 * checked like the intake's (item-checks) and priced with @theke/domain from the catalogue
 * snapshot; the order's figures are summed again from its lines (the others as charged), under
 * the order's row lock, with its event in the same transaction.
 */
import { DEFAULT_TIME_ZONE, isLive, isOnlinePaymentMethod, orderTypeOf, priceLines, toCents, type PartSelection } from '@theke/domain';
import { Conflict, Invalid, NotFound, type ErrorItem, type Principal } from '@theke/server';
import { pricedLines } from '../pricing/order-pricing';
import type { OrdersRuntime } from './order-ports';
import { checkItems } from './item-checks';
import { recordOrderEvent } from './order-events';
import { OrderItem } from './order.model';
import { withLockedOrder, type OrderWithItems } from './staff-orders.service';

/** SPEC §8 fallback of an update that cannot be made. */
export const ORDER_NOT_UPDATED = 'Bestellung konnte nicht aktualisiert werden.';
/** An online payment covers the amount it was made for: a line edit may not change what is due. */
export const PAID_ONLINE = 'Die Bestellung ist bereits online bezahlt, der Betrag kann nicht mehr geändert werden.';

export interface ItemEdit {
  amount: number;
  unit: string;
  parts: PartSelection[] | null;
}

/** The intake reports `items.0.amount`; here the payload is the line itself. */
const asLineErrors = (errors: ErrorItem[]): ErrorItem[] =>
  errors.map((error) => ({ ...error, field: error.field?.replace(/^items\.0\.?/, '') || undefined }));

export async function editOrderItem(
  runtime: OrdersRuntime,
  principal: Principal,
  id: number,
  index: number,
  edit: ItemEdit,
): Promise<OrderWithItems> {
  const snapshot = await runtime.catalogue.current();
  const now = runtime.settings.now();
  const timeZone = snapshot.config.timeZone || DEFAULT_TIME_ZONE;
  return withLockedOrder(runtime, principal, id, async (order, transaction) => {
    const stored = await OrderItem.findAll({ where: { orderId: order.id }, order: [['position', 'ASC']], transaction });
    const line = stored[index];
    if (!line) throw new NotFound();
    if (!isLive(order)) throw new Conflict(ORDER_NOT_UPDATED, undefined, 'order_closed');

    const checked = checkItems(
      [{ product: { id: line.productId }, amount: edit.amount, unit: edit.unit, parts: edit.parts }],
      snapshot,
      order.branchId,
      now,
      timeZone,
    );
    const [edited] = checked.items;
    if (checked.errors.length > 0 || !edited) throw new Invalid(asLineErrors(checked.errors));

    // The edited line is priced from the catalogue now; the others keep what they were charged,
    // so the order's totals stay the sum of its stored lines.
    const orderType = orderTypeOf(order);
    const [priced] = pricedLines([edited], orderType);
    if (!priced) throw new NotFound();
    const lines = stored.map((item, position) =>
      position === index
        ? { grossCents: toCents(priced.gross), rate: priced.taxRate }
        : { grossCents: toCents(item.gross), rate: item.taxRate },
    );
    const pricing = priceLines({ lines, orderType, deliveryArea: order.deliveryArea, hasDonation: order.donation > 0 });
    if (order.isPaid && isOnlinePaymentMethod(order.paymentMethod) && toCents(pricing.amountDue) !== toCents(order.amountDue)) {
      throw new Conflict(PAID_ONLINE, undefined, 'order_paid_online');
    }

    await line.update(
      {
        amount: priced.amount,
        unit: priced.unit,
        parts: priced.parts,
        options: priced.options,
        calculationModel: priced.calculationModel,
        unitPrice: priced.unitPrice,
        gross: priced.gross,
        taxRate: priced.taxRate,
      },
      { transaction },
    );
    await order.update(
      {
        gross: pricing.gross,
        deliveryGross: pricing.deliveryGross,
        totalNet: pricing.totalNet,
        totalGross: pricing.totalGross,
        taxes: pricing.taxes,
        donation: pricing.donation,
        amountDue: pricing.amountDue,
      },
      { transaction },
    );
    await recordOrderEvent(runtime.context.outbox, transaction, order, 'item-edited');
  });
}
