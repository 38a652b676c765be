/** What other features use of the checkout: the cart of an order paid online is cleared on the status page. */
export { takePendingPayment } from './pending-payment';
