/** The checkout page's form, and what the status page uses: the cart of an order paid online is cleared there. */
export { takePendingPayment } from './pending-payment';
export { Checkout } from './components/Checkout';
/** The self-service kiosk's reset (ADR 0050): the stored draft and a finished order attempt go. */
export { clearDraft } from './draft-state';
export { settleAttempt } from './submit-attempt';
/** The order being placed: the kiosk's screensaver waits for it. */
export { PLACE_ORDER_KEY } from './api/use-place-order';
