/**
 * The page's side of the installable app's service worker (issue 24, ADR 0049): registration,
 * unregistering, the SPEC §9 update checks, and the restart into a waiting new version.
 */
import { SKIP_WAITING } from '../service-worker/messages';
import { FIRST_UPDATE_CHECK_MS, UPDATE_CHECK_INTERVAL_MS } from './install-decision';

export const WORKER_URL = '/sw.js';

const container = (): ServiceWorkerContainer | undefined =>
  typeof navigator !== 'undefined' && 'serviceWorker' in navigator ? navigator.serviceWorker : undefined;

export function isSupported(): boolean {
  return container() !== undefined;
}

export async function hasRegistration(): Promise<boolean> {
  const workers = container();
  if (!workers) return false;
  return (await workers.getRegistrations()).length > 0;
}

/** Registers the worker; SPEC §4: registration errors are ignored (null). */
export async function registerWorker(): Promise<ServiceWorkerRegistration | null> {
  try {
    return (await container()?.register(WORKER_URL, { scope: '/', updateViaCache: 'none' })) ?? null;
  } catch {
    return null;
  }
}

/** Every registration of this site goes (plugin off, or the guest cancelled the installation). */
export async function unregisterWorkers(): Promise<void> {
  const workers = container();
  if (!workers) return;
  const registrations = await workers.getRegistrations();
  await Promise.all(registrations.map((registration) => registration.unregister()));
}

/**
 * Calls `onUpdate` once a new version (a new build of the shell or of any remote changes /sw.js)
 * is installed and waiting; checks 2.5 s after load and every 30 minutes. Returns a stop function.
 */
export function watchForUpdates(registration: ServiceWorkerRegistration, onUpdate: () => void): () => void {
  const notifyIfWaiting = () => {
    if (registration.waiting && container()?.controller) onUpdate();
  };
  const onFound = () => {
    const installing = registration.installing;
    installing?.addEventListener('statechange', () => {
      if (installing.state === 'installed') notifyIfWaiting();
    });
  };
  registration.addEventListener('updatefound', onFound);
  notifyIfWaiting();
  const check = () => void registration.update().catch(() => undefined);
  let interval: ReturnType<typeof setInterval> | undefined;
  const first = setTimeout(() => {
    check();
    interval = setInterval(check, UPDATE_CHECK_INTERVAL_MS);
  }, FIRST_UPDATE_CHECK_MS);
  return () => {
    clearTimeout(first);
    if (interval) clearInterval(interval);
    registration.removeEventListener('updatefound', onFound);
  };
}

/** 'App neustarten': the waiting version takes over, then the page loads again with it. */
export function restartIntoUpdate(registration: ServiceWorkerRegistration): void {
  const workers = container();
  if (!registration.waiting || !workers) {
    window.location.reload();
    return;
  }
  workers.addEventListener('controllerchange', () => window.location.reload(), { once: true });
  registration.waiting.postMessage({ type: SKIP_WAITING });
}

export function isStandalone(): boolean {
  const iosStandalone = (navigator as Navigator & { standalone?: boolean }).standalone === true;
  return iosStandalone || window.matchMedia?.('(display-mode: standalone)').matches === true;
}
