import { Alert, Button, useTranslation } from '@theke/ui';

/**
 * Asks the shell's install prompt to open; the shell's footer sends the same event
 * ('App installieren', shell/src/footer/Footer.tsx INSTALL_APP_EVENT). A remote does not import the shell.
 */
export const INSTALL_APP_EVENT = 'theke:install-app';

/** SPEC §2 status page: the app-install promotion (PWA plugin). */
export function InstallPromotion() {
  const { t } = useTranslation();
  return (
    <div data-testid="status-install">
      <Alert
        variant="info"
        title={t('status.install.title')}
        action={
          <Button $variant="secondary" onClick={() => window.dispatchEvent(new Event(INSTALL_APP_EVENT))}>
            {t('footer.installApp')}
          </Button>
        }
      >
        {t('status.install.text')}
      </Alert>
    </div>
  );
}
