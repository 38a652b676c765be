import '../texts';
import '../checkout-texts';
import { Loader, NotFoundView, useBranches, useConfig, useLocation, useParams, useTranslation } from '@theke/ui';
import { Checkout } from '../features/checkout';

/** SPEC §2 checkout at /store/{branchIdentifier}/checkout, also entered at /checkout/error after a failed payment. */
export default function CheckoutPage() {
  const { t } = useTranslation();
  const { branchIdentifier } = useParams();
  const { pathname } = useLocation();
  const { data: branches, isLoading } = useBranches();
  const { data: config } = useConfig();
  const branch = branches?.find((candidate) => candidate.identifier === branchIdentifier) ?? null;
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
