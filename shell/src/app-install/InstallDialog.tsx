import { Button, Overlay, styled, useTranslation } from '@theke/ui';
import type { InstallStep, Platform } from './install-decision';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
  justify-content: flex-end;
  margin-top: 1.25rem;
`;

const INSTRUCTIONS: Record<Platform, 'app.instructionsAndroid' | 'app.instructionsIos' | 'app.instructionsOther'> = {
  android: 'app.instructionsAndroid',
  ios: 'app.instructionsIos',
  other: 'app.instructionsOther',
};

interface InstallDialogProps {
  step: Exclude<InstallStep, 'hidden'>;
  name: string;
  platform: Platform;
  /** Chromium offered its own install dialog (beforeinstallprompt). */
  canInstallNow: boolean;
  onAccept(): void;
  onDismiss(): void;
  onCancel(): void;
  onInstallNow(): void;
  onDone(): void;
  onClose(): void;
}

/** SPEC §2/§4: the install prompt ('Installieren' / 'Jetzt nicht'), then the instructions for the platform, then installed. */
export function InstallDialog(props: InstallDialogProps) {
  const { t } = useTranslation();
  const { step, name } = props;
  if (step === 'prompt') {
    return (
      <Overlay label={t('app.promptTitle')} onClose={props.onDismiss} closeOnBackdrop={false}>
        <h2>{t('app.promptTitle')}</h2>
        <p>{t('app.promptText', { name })}</p>
        <Actions>
          <Button $variant="secondary" onClick={props.onDismiss}>
            {t('app.notNow')}
          </Button>
          <Button onClick={props.onAccept}>{t('app.install')}</Button>
        </Actions>
      </Overlay>
    );
  }
  if (step === 'installed') {
    return (
      <Overlay label={t('app.installedTitle')} onClose={props.onClose}>
        <h2>{t('app.installedTitle')}</h2>
        <p>{t('app.installedText', { name })}</p>
        <Actions>
          <Button onClick={props.onClose}>{t('app.close')}</Button>
        </Actions>
      </Overlay>
    );
  }
  return (
    <Overlay label={t('app.instructionsTitle')} onClose={props.onCancel} closeOnBackdrop={false}>
      <h2>{t('app.instructionsTitle')}</h2>
      {step === 'registering' ? (
        <p role="status">{t('app.registering')}</p>
      ) : (
        <p data-testid="install-instructions" data-platform={props.platform}>
          {t(INSTRUCTIONS[props.platform])}
        </p>
      )}
      <Actions>
        <Button $variant="secondary" onClick={props.onCancel}>
          {t('app.cancel')}
        </Button>
        {props.canInstallNow ? <Button onClick={props.onInstallNow}>{t('app.installNow')}</Button> : null}
        <Button onClick={props.onDone} disabled={step === 'registering'}>
          {t('app.done')}
        </Button>
      </Actions>
    </Overlay>
  );
}
