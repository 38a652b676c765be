/**
 * A new TV pairs (ADR 0042 "Pairing"): it asks for a code, shows it, and polls until staff have
 * entered it on the TV form; the answer carries the device and its token, once. An expired code
 * (404) is replaced by a new one; without a server the TV tries again.
 */
import { useEffect, useState } from 'react';
import type { SignagePairing } from '@theke/contracts';
import { isApiError } from '@theke/ui';
import type { DeviceCredentials } from './device-store';
import { pairingApi } from './player-api';

export const PAIRING_POLL_MS = 3_000;
export const PAIRING_RETRY_MS = 10_000;

export interface PairingView {
  code: string | null;
  /** The last request failed (no server): shown below the code. */
  unreachable: boolean;
}

export function usePairing(onPaired: (credentials: DeviceCredentials) => void): PairingView {
  const [pairing, setPairing] = useState<SignagePairing | null>(null);
  const [unreachable, setUnreachable] = useState(false);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (pairing) return;
    let cancelled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    pairingApi.start().then(
      (started) => {
        if (cancelled) return;
        setUnreachable(false);
        setPairing(started);
      },
      () => {
        if (cancelled) return;
        setUnreachable(true);
        timer = setTimeout(() => setAttempt((count) => count + 1), PAIRING_RETRY_MS);
      },
    );
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [pairing, attempt]);

  useEffect(() => {
    if (!pairing) return;
    let cancelled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const poll = () => {
      pairingApi.poll(pairing).then(
        (state) => {
          if (cancelled) return;
          setUnreachable(false);
          if (state.state === 'paired') onPaired({ deviceId: state.deviceId, token: state.token });
          else timer = setTimeout(poll, PAIRING_POLL_MS);
        },
        (error: unknown) => {
          if (cancelled) return;
          // Expired or already used: a new code.
          if (isApiError(error) && error.status === 404) return setPairing(null);
          setUnreachable(true);
          timer = setTimeout(poll, PAIRING_POLL_MS);
        },
      );
    };
    timer = setTimeout(poll, PAIRING_POLL_MS);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [pairing, onPaired]);

  return { code: pairing?.code ?? null, unreachable };
}
