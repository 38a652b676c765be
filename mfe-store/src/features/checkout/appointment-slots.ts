/**
 * The appointment slots of the checkout (SPEC §9). A module of its own: only the lazily loaded
 * pickers need the slot search, so it stays out of the checkout's first load (ADR 0011).
 */
import { appointmentSlots, orderHours, orderTypeOf, type AppointmentSlot, type Branch, type Cart } from '@theke/domain';

/** Slots of the chosen order type's hours (delivery hours for a delivery), after the cart's longest lead time. */
export function checkoutSlots(branch: Branch, cart: Cart, now: Date, timeZone: string): AppointmentSlot[] {
  return appointmentSlots({
    hours: orderHours(branch, orderTypeOf(cart) === 'delivery'),
    now,
    products: cart.items.map((item) => item.product),
    timeZone,
  });
}
