import { styled, useTranslation } from '@theke/ui';
import type { DeviceCredentials } from '../device-store';
import { usePairing } from '../use-pairing';

const Screen = styled.main`
  position: fixed;
  inset: 0;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: 2vh;
  padding: 4vw;
  background: #000;
  color: #fff;
  text-align: center;
  h1 {
    margin: 0;
    font-size: 4vh;
    font-weight: 400;
  }
  p {
    margin: 0;
    font-size: 3vh;
    max-width: 60ch;
  }
`;

const Code = styled.output`
  font-family: ui-monospace, monospace;
  font-size: 18vh;
  font-weight: 700;
  letter-spacing: 0.15em;
`;

/** A TV without a device token: the code staff enter in the back-office under Digital Signage → TVs. */
export function PairingScreen({ onPaired }: { onPaired: (credentials: DeviceCredentials) => void }) {
  const { t } = useTranslation();
  const { code, unreachable } = usePairing(onPaired);
  return (
    <Screen data-testid="signage-pairing">
      <h1>{t('signagePlayer.pairingTitle')}</h1>
      {code ? <Code data-testid="signage-pairing-code">{code}</Code> : <p>{t('signagePlayer.pairingWaiting')}</p>}
      <p>{t('signagePlayer.pairingHint')}</p>
      {unreachable && <p role="status">{t('signagePlayer.pairingFailed')}</p>}
    </Screen>
  );
}
