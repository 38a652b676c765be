/** The checkout page's form, and what the status page uses: the cart of an order paid online is cleared there. */
export { takePendingPayment } from './pending-payment';
export { Checkout } from './components/Checkout';
