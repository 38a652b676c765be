import { useCallback, useEffect, useReducer, useState } from 'react';
import {
  PWA_DISMISS_COOKIE,
  readCookie,
  registerTexts,
  useConfig,
  useConsent,
  useRouteContext,
  writeCookie,
} from '@theke/ui';
import { appTexts } from '@theke/ui/texts/app';
import { INSTALL_APP_EVENT } from '../footer/Footer';
import { DISMISS_DAYS, mayPrompt, nextStep, platformOf, promptDelay, type InstallStep } from './install-decision';
import { InstallDialog } from './InstallDialog';
import { OfflineOverlay } from './OfflineOverlay';
import { UpdateOverlay } from './UpdateOverlay';
import {
  hasRegistration,
  isStandalone,
  isSupported,
  registerWorker,
  unregisterWorkers,
  watchForUpdates,
} from './worker-registration';

registerTexts(appTexts);

/** Chromium's install event: kept so the instruction screen can open the browser's own dialog. */
export interface DeferredInstall extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

/**
 * SPEC §2/§4 installable app: the install prompt and its flow, the update overlay and the offline
 * overlay; unregisters every worker when the PWA plugin is off. Loaded lazily (AppInstallLoader).
 */
export default function AppInstall({ consentBeforeLoad, openAtStart }: { consentBeforeLoad: boolean; openAtStart: boolean }) {
  const { data: config } = useConfig();
  const pluginOn = config?.enablePluginPWA === true;
  const selfService = useRouteContext() === 'self-service';
  const consent = useConsent();
  const [step, dispatch] = useReducer(nextStep, 'hidden' satisfies InstallStep);
  const [update, setUpdate] = useState<ServiceWorkerRegistration | null>(null);
  const [deferred, setDeferred] = useState<DeferredInstall | null>(null);

  // SPEC §4: plugin off → no prompt and no worker.
  useEffect(() => {
    if (!pluginOn) void unregisterWorkers();
  }, [pluginOn]);

  // A registered worker (or the kiosk's, registered without asking) is checked for new versions.
  useEffect(() => {
    if (!pluginOn || !isSupported()) return;
    let stop: (() => void) | undefined;
    let cancelled = false;
    const watch = (registration: ServiceWorkerRegistration | null | undefined) => {
      if (registration && !cancelled) stop = watchForUpdates(registration, () => setUpdate(registration));
    };
    if (selfService) void registerWorker().then(watch);
    else void navigator.serviceWorker.getRegistration('/').then(watch);
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [pluginOn, selfService, step]);

  // SPEC §4: the prompt 250 ms after accepting cookies, 5000 ms with consent from before, under its conditions.
  useEffect(() => {
    const delay = promptDelay(consentBeforeLoad ? 'before-load' : consent ? 'just-given' : 'none');
    if (delay === null || !pluginOn || selfService) return;
    const timer = setTimeout(() => {
      void hasRegistration().then((registered) => {
        const situation = {
          standalone: isStandalone(),
          supported: isSupported(),
          registered,
          dismissed: readCookie(PWA_DISMISS_COOKIE) === 'true',
          pluginOn,
          selfService,
        };
        if (mayPrompt(situation)) dispatch('open');
      });
    }, delay);
    return () => clearTimeout(timer);
  }, [consent, consentBeforeLoad, pluginOn, selfService]);

  // The footer's 'App installieren' and the status page's promotion open the same flow (the first
  // request loaded this chunk: openAtStart).
  useEffect(() => {
    if (openAtStart && pluginOn && !selfService) dispatch('open');
  }, [openAtStart, pluginOn, selfService]);
  useEffect(() => {
    if (!pluginOn || selfService) return;
    const open = () => dispatch('open');
    const keep = (event: Event) => {
      event.preventDefault();
      setDeferred(event as DeferredInstall);
    };
    const installed = () => dispatch('done');
    window.addEventListener(INSTALL_APP_EVENT, open);
    window.addEventListener('beforeinstallprompt', keep);
    window.addEventListener('appinstalled', installed);
    return () => {
      window.removeEventListener(INSTALL_APP_EVENT, open);
      window.removeEventListener('beforeinstallprompt', keep);
      window.removeEventListener('appinstalled', installed);
    };
  }, [pluginOn, selfService]);

  const accept = useCallback(() => {
    dispatch('accept');
    // SPEC §4: registration errors are ignored; the instructions follow either way.
    void registerWorker().then(() => dispatch('registered'));
  }, []);
  const dismiss = useCallback(() => {
    writeCookie(PWA_DISMISS_COOKIE, 'true', DISMISS_DAYS);
    dispatch('skip');
  }, []);
  const cancel = useCallback(() => {
    void unregisterWorkers().then(() => dispatch('cancel'));
  }, []);
  const installNow = useCallback(() => {
    if (!deferred) return;
    void deferred.prompt().then(() => deferred.userChoice).then(({ outcome }) => {
      setDeferred(null);
      if (outcome === 'accepted') dispatch('done');
    });
  }, [deferred]);

  const name = config?.shopName || '';
  return (
    <>
      <OfflineOverlay />
      {update ? <UpdateOverlay registration={update} onClose={() => setUpdate(null)} /> : null}
      {step !== 'hidden' ? (
        <InstallDialog
          step={step}
          name={name}
          platform={platformOf(navigator.userAgent, navigator.maxTouchPoints ?? 0)}
          canInstallNow={deferred !== null}
          onAccept={accept}
          onDismiss={dismiss}
          onCancel={cancel}
          onInstallNow={installNow}
          onDone={() => dispatch('done')}
          onClose={() => dispatch('close')}
        />
      ) : null}
    </>
  );
}
