import '../texts';
import '../checkout-texts';
import { Loader, NotFoundView, useConfig, useLocation, useParams, useTranslation } from '@theke/ui';
import { useStoreBranch } from '../features/branches';
import { Checkout } from '../features/checkout';

/** SPEC §2 checkout at /store/{branchIdentifier}/checkout, also entered at /checkout/error after a failed payment. */
export default function CheckoutPage() {
  const { t } = useTranslation();
  const { branchIdentifier } = useParams();
  const { pathname } = useLocation();
  const { branch, isLoading } = useStoreBranch(branchIdentifier);
  const { data: config } = useConfig();
  const paymentFailed = pathname.replace(/\/+$/, '').endsWith('/checkout/error');
  if (!branch) return isLoading ? <Loader /> : <NotFoundView />;
  return (
    <section data-testid="checkout-page">
      <h1>
        {t('titles.checkout')} – {branch.name}
      </h1>
      <Checkout branch={branch} config={config} paymentFailed={paymentFailed} />
    </section>
  );
}
