import { useCallback, useState } from 'react';
import { registerTexts } from '@theke/ui';
import { signagePlayerTexts } from '@theke/ui/texts/signage-player';
import { loadCredentials, saveCredentials, forgetDevice, type DeviceCredentials } from '../player/device-store';
import { PairingScreen } from '../player/components/PairingScreen';
import { Player } from '../player/components/Player';
import { playerLog } from '../player/player-log';

registerTexts(signagePlayerTexts);

/**
 * `/signage/player`: a TV's browser, full screen, no login (ADR 0042). Unpaired it shows a pairing
 * code; paired it plays its programme with the device token it keeps in localStorage.
 */
export default function SignagePlayer() {
  const storage = window.localStorage;
  const [credentials, setCredentials] = useState(() => loadCredentials(storage));
  const onPaired = useCallback(
    (paired: DeviceCredentials) => {
      saveCredentials(storage, paired);
      playerLog(`paired as device ${paired.deviceId}`);
      setCredentials(paired);
    },
    [storage],
  );
  const onUnpaired = useCallback(() => {
    forgetDevice(storage);
    playerLog('token refused: pairing again');
    setCredentials(null);
  }, [storage]);
  if (!credentials) return <PairingScreen onPaired={onPaired} />;
  return <Player key={credentials.token} credentials={credentials} storage={storage} onUnpaired={onUnpaired} />;
}
