import '../texts';
import '../checkout-texts';
import { useEffect } from 'react';
import {
  DEFAULT_CURRENCY,
  DEFAULT_TIME_ZONE,
  Loader,
  NotFoundView,
  useBranches,
  useConfig,
  useParams,
  useRouteContext,
  useTranslation,
} from '@theke/ui';
import { clearStoredCart } from '../features/cart';
import { takePendingPayment } from '../features/checkout';
import { StatusView, usePublicOrder } from '../features/status';

/** SPEC §2 public order status at /status/{uid}/{hash}, polled every 10 s until settled (SPEC §4). */
export default function StatusPage() {
  const { t } = useTranslation();
  const { uid = '', hash = '' } = useParams();
  const { data: config } = useConfig();
  const { data: branches } = useBranches();
  const { data: order, error, isLoading } = usePublicOrder(uid, hash);
  const isSelfService = useRouteContext() === 'self-service';
  const isPaid = order?.isPaid === true;
  useEffect(() => {
    // Back from the payment provider: the cart the order came from is done with once paid.
    if (!isPaid) return;
    const branchIdentifier = takePendingPayment(window.sessionStorage, uid);
    if (branchIdentifier) clearStoredCart(window.localStorage, branchIdentifier);
  }, [isPaid, uid]);

  if (isLoading) return <Loader />;
  if (!order) return error?.status === 404 || !error ? <NotFoundView /> : null;
  const branch = branches?.find((candidate) => String(candidate.id) === String(order.branch?.id)) ?? null;
  return (
    <section data-testid="status-page">
      <h1>{t('titles.status')}</h1>
      <StatusView
        order={order}
        hash={hash}
        branch={branch}
        config={config}
        currency={config?.currency || DEFAULT_CURRENCY}
        timeZone={config?.timeZone || DEFAULT_TIME_ZONE}
        isSelfService={isSelfService}
      />
    </section>
  );
}
