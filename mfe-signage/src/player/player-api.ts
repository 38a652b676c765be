/**
 * The player's calls (ADR 0042 "Pairing", "The player's calls"): pairing without a credential,
 * everything else with the device token in `Authorization: Device <token>`. A refused token (401)
 * never sends the TV to the back-office login: the player pairs again.
 */
import {
  SIGNAGE_DEVICE_AUTH_SCHEME,
  type PickupBoard,
  type ProgrammeSegment,
  type SignageDeviceCommand,
  type SignageHeartbeat,
  type SignagePairing,
  type SignagePairingState,
  type SignageProgramme,
} from '@theke/contracts';
import { api, isApiError } from '@theke/ui';

export const PAIRINGS_URL = '/api/digital-signage-pairings';
export const PLAYER_URL = '/api/digital-signage-player';
export const EVENTS_URL = '/api/events';

const quiet = { redirectOnUnauthorized: false } as const;

export const pairingApi = {
  start: () => api.post<SignagePairing>(PAIRINGS_URL, {}, quiet),
  poll: (pairing: Pick<SignagePairing, 'pairingId' | 'secret'>) =>
    api.get<SignagePairingState>(
      `${PAIRINGS_URL}/${encodeURIComponent(pairing.pairingId)}?secret=${encodeURIComponent(pairing.secret)}`,
      quiet,
    ),
};

export const deviceHeaders = (token: string): Record<string, string> => ({
  Authorization: `${SIGNAGE_DEVICE_AUTH_SCHEME} ${token}`,
});

export type DeviceApi = ReturnType<typeof deviceApi>;

export function deviceApi(token: string) {
  const options = { ...quiet, headers: deviceHeaders(token) };
  return {
    token,
    programme: (scene: number | null = null) =>
      api.get<SignageProgramme>(`${PLAYER_URL}/programme${scene === null ? '' : `?scene=${scene}`}`, options),
    segment: (id: number) => api.get<ProgrammeSegment>(`${PLAYER_URL}/segments/${id}`, options),
    heartbeat: (body: SignageHeartbeat) => api.post<void>(`${PLAYER_URL}/heartbeat`, body, options),
    commands: () => api.get<SignageDeviceCommand[]>(`${PLAYER_URL}/commands`, options),
    acknowledge: (id: number) => api.post<unknown>(`${PLAYER_URL}/commands/${id}/ack`, {}, options),
    pickupBoard: () => api.get<PickupBoard>(`${PLAYER_URL}/pickup-board`, options),
    logs: (lines: string[]) => api.post<void>(`${PLAYER_URL}/logs`, { lines }, options),
  };
}

/** The server no longer knows the token (renewed, or the TV deleted): pair again. */
export const isUnpaired = (error: unknown): boolean => isApiError(error) && error.status === 401;
