import '../texts';
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import type { DeliveryMethod } from '@theke/domain';
import { Loader, NotFoundView, Route, Routes, useConfig, useLocation, useNavigate, useParams, useQueryClient } from '@theke/ui';
import { useStoreBranch } from '../features/branches';
import { loadCommerceTracking, storeBasePath } from '../features/cart';
import { PLACE_ORDER_KEY } from '../features/checkout';
import { loadConfigurationOverlay } from '../features/configurator';
import { idleSecondsOf, KioskFrame, loadKioskReset, loadKioskStatus, Screensaver, useIdle } from '../features/kiosk';
import StorePage from './StorePage';

// The kiosk's first screen is the store page, so it is part of the kiosk's own chunk (one copy of
// the branch, cart and menu modules, one request less); the rest loads with the first touch, while
// the network is there (ADR 0050). Named kiosk-*: the kiosk's chunks keep their own copies, so the
// website's store route stays as it was (webpack.config.js).
const loadCheckoutPage = () => import(/* webpackChunkName: "kiosk-checkout" */ './CheckoutPage');
const CheckoutPage = lazy(loadCheckoutPage);
const KioskStatus = lazy(loadKioskStatus);

/** What a guest's order needs later, fetched at the first touch: a short network loss then does not stop it. */
function preloadOnFirstTouch(): () => void {
  const preload = () => {
    for (const load of [loadCheckoutPage, loadKioskStatus, loadKioskReset, loadConfigurationOverlay, loadCommerceTracking]) void load().catch(() => undefined);
  };
  window.addEventListener('pointerdown', preload, { capture: true, once: true });
  return () => window.removeEventListener('pointerdown', preload, { capture: true });
}

/**
 * Issue 24: a branch's self-service kiosk at /kiosk/{branchIdentifier} (SPEC §2 route context
 * "self-service"): the store, its checkout and a short status, never leaving the kiosk. Left alone
 * for the idle time (`?idle={seconds}`, 90 by default) it shows the screensaver and is emptied
 * for the next guest; after an order the same happens once the ticket has been shown.
 */
export default function KioskPage() {
  const { branchIdentifier = '' } = useParams();
  const { search, pathname } = useLocation();
  const navigate = useNavigate();
  const client = useQueryClient();
  const { branch, isLoading } = useStoreBranch(branchIdentifier);
  const { data: config } = useConfig();
  const basePath = storeBasePath(branchIdentifier, pathname);
  // A new generation remounts the store: an open product overlay or scroll position is gone too.
  const [generation, setGeneration] = useState(0);
  const isBusy = useCallback(() => client.isMutating({ mutationKey: PLACE_ORDER_KEY }) > 0, [client]);
  const [idle, wake] = useIdle(idleSecondsOf(search) * 1_000, isBusy);
  const defaultDeliveryMethod = (config?.defaultDeliveryMethod ?? null) as DeliveryMethod | null;

  const reset = useCallback(() => {
    if (!branch) return;
    void loadKioskReset().then(({ resetKiosk }) => {
      resetKiosk(branch, defaultDeliveryMethod);
      setGeneration((current) => current + 1);
      navigate({ pathname: basePath, search }, { replace: true });
      window.scrollTo({ top: 0 });
    });
  }, [branch, defaultDeliveryMethod, basePath, search, navigate]);

  useEffect(preloadOnFirstTouch, []);
  // ADR 0049's worker keeps the menu through a network loss; the kiosk has no install prompt to
  // register it, so it does so itself (the shell's worker address and scope).
  const offline = config?.enablePluginPWA === true;
  useEffect(() => {
    if (offline) void navigator.serviceWorker?.register('/sw.js', { scope: '/', updateViaCache: 'none' }).catch(() => undefined);
  }, [offline]);
  // The next guest finds nothing of the last one, even before tapping.
  useEffect(() => {
    if (idle) reset();
  }, [idle, reset]);

  if (!branch) return isLoading ? <Loader /> : <NotFoundView />;
  return (
    <KioskFrame basePath={basePath}>
      <Suspense fallback={<Loader />}>
        <Routes key={generation}>
          <Route index element={<StorePage />} />
          <Route path="checkout" element={<CheckoutPage />} />
          <Route path="status/:uid/:hash" element={<KioskStatus onDone={reset} />} />
          <Route path="*" element={<NotFoundView />} />
        </Routes>
      </Suspense>
      {idle ? <Screensaver images={branch.images ?? []} onWake={wake} /> : null}
    </KioskFrame>
  );
}
