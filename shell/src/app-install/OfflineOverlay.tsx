import { useState, useSyncExternalStore } from 'react';
import { Button, Overlay, useTranslation } from '@theke/ui';

function subscribe(listener: () => void): () => void {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

const isOnline = () => navigator.onLine;

/**
 * SPEC §2/§8 offline overlay: 'Sie sind offline' / 'Bitte überprüfen Sie Ihre Internetverbindung.'
 * with a retry; it explains that ordering needs the network. Closing it leaves the last known menu
 * to browse; going offline again shows it again.
 */
export function OfflineOverlay() {
  const { t } = useTranslation();
  const online = useSyncExternalStore(subscribe, isOnline, () => true);
  const [closedWhileOffline, setClosedWhileOffline] = useState(false);
  const [checking, setChecking] = useState(false);
  if (online) {
    if (closedWhileOffline) setClosedWhileOffline(false);
    return null;
  }
  if (closedWhileOffline) return null;
  const retry = () => {
    setChecking(true);
    // Reachable again: load the page afresh (current menu, the worker's new version if any).
    void fetch('/healthz', { cache: 'no-store' })
      .then((response) => {
        if (response.ok) window.location.reload();
      })
      .catch(() => undefined)
      .finally(() => setChecking(false));
  };
  return (
    <Overlay label={t('app.offlineTitle')} onClose={() => setClosedWhileOffline(true)}>
      <div data-testid="offline-overlay">
        <h2>{t('app.offlineTitle')}</h2>
        <p>{t('app.offlineText')}</p>
        <p>{t('app.offlineOrdering')}</p>
        <Button onClick={retry} disabled={checking}>
          {t('app.retry')}
        </Button>
      </div>
    </Overlay>
  );
}
