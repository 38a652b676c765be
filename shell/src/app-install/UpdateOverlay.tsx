import { Button, Overlay, useTranslation } from '@theke/ui';
import { restartIntoUpdate } from './worker-registration';

/** SPEC §2 update overlay: a new build of the shell or of a remote is waiting; 'App neustarten' loads it. */
export function UpdateOverlay({ registration, onClose }: { registration: ServiceWorkerRegistration; onClose(): void }) {
  const { t } = useTranslation();
  return (
    <Overlay label={t('app.updateTitle')} onClose={onClose} closeOnBackdrop={false}>
      <h2>{t('app.updateTitle')}</h2>
      <p>{t('app.updateText')}</p>
      <Button onClick={() => restartIntoUpdate(registration)}>{t('app.restart')}</Button>
    </Overlay>
  );
}
