import { Alert, useLocation, useTranslation } from '@theke/ui';

/** SPEC §2 checkout, also entered at /checkout/error after a failed payment. */
export default function CheckoutPage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const paymentFailed = pathname.replace(/\/+$/, '').endsWith('/checkout/error');
  return (
    <section data-testid="checkout-page">
      <h1>{t('titles.checkout')}</h1>
      {paymentFailed ? <Alert variant="danger">{t('checkout.paymentFailed')}</Alert> : null}
      <p>{t('checkout.emptyCart')}</p>
    </section>
  );
}
