import { lazy, Suspense, useEffect, useState } from 'react';
import { hasConsent, useConfig, useConsent } from '@theke/ui';
import { INSTALL_APP_EVENT } from '../footer/Footer';

/** The installable app's prompt, overlays and worker (issue 24): after the first screen, never in main.js. */
const AppInstall = lazy(() => import(/* webpackChunkName: "app-install" */ './AppInstall'));

/** SPEC §4 times the prompt by whether consent was given on an earlier visit or on this page. */
const consentBeforeLoad = hasConsent();

/**
 * Loads the install feature only when it has something to do, 2 s after the page started: the PWA
 * plugin on and cookies accepted (the prompt needs consent, SPEC §4), or a worker controlling the
 * page (its update checks and offline overlay; unregistering it after the plugin was switched
 * off). At once when cookies were accepted just now (the prompt follows in 250 ms) or when the
 * footer or the status page asks for the install prompt. A first visit downloads none of it (the
 * guest budget, ADR 0011).
 */
export function AppInstallLoader() {
  const pluginOn = useConfig().data?.enablePluginPWA === true;
  const consent = useConsent();
  const [load, setLoad] = useState(0);
  const wanted = (pluginOn && consent) || (typeof navigator !== 'undefined' && Boolean(navigator.serviceWorker?.controller));
  useEffect(() => {
    if (!pluginOn) return;
    // 2: loaded because the guest asked for the install prompt.
    const open = () => setLoad(2);
    window.addEventListener(INSTALL_APP_EVENT, open);
    return () => window.removeEventListener(INSTALL_APP_EVENT, open);
  }, [pluginOn]);
  useEffect(() => {
    if (!wanted) return;
    const timer = setTimeout(() => setLoad((current) => current || 1), consent && !consentBeforeLoad ? 0 : 2000);
    return () => clearTimeout(timer);
  }, [wanted, consent]);
  return load ? (
    <Suspense fallback={null}>
      <AppInstall consentBeforeLoad={consentBeforeLoad} openAtStart={load === 2} />
    </Suspense>
  ) : null;
}
