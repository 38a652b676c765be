/**
 * The TV panel's data: the TVs (online state and what each shows, read again every few seconds),
 * each TV's commands (read every two seconds while one is open) and the lists it names things from.
 * Staff's live stream (`GET /api/events`) carries `content.signage.command` for their branches:
 * a command's new state shows at once, the polling covers a stream that is down.
 */
import { useEffect } from 'react';
import { EVENTS, type SignageCommandRequest, type SignageDeviceCommand, type SignageDeviceLogs, type SignageSegment } from '@theke/contracts';
import { api, translate, useMutation, useQuery, useQueryClient } from '@theke/ui';
import { isOpen, type Tv } from '../tv-state';

export const TVS_URL = '/api/digital-signage-devices';
export const SCENES_URL = '/api/scenes';
export const SEGMENTS_URL = '/api/digital-signage-segments';
export const STREAMS_URL = '/api/digital-signage-streams';
export const STAFF_EVENTS_URL = '/api/events';

export const commandsUrl = (tvId: number): string => `${TVS_URL}/${tvId}/commands`;
export const logsUrl = (tvId: number): string => `${TVS_URL}/${tvId}/logs`;

/** Heartbeats come every 30 s; a TV going offline shows within this after the service decides it. */
const TV_POLL_MS = 5_000;
const OPEN_COMMAND_POLL_MS = 2_000;
const COMMAND_POLL_MS = 15_000;

export function useTvs() {
  return useQuery<Tv[]>({ queryKey: [TVS_URL], refetchInterval: TV_POLL_MS, meta: { errorMessage: translate('messages.tv.loadList') } });
}

export function useTvCommands(tvId: number) {
  return useQuery<SignageDeviceCommand[]>({
    queryKey: [commandsUrl(tvId)],
    refetchInterval: (query) => (query.state.data?.some(isOpen) ? OPEN_COMMAND_POLL_MS : COMMAND_POLL_MS),
    meta: { errorMessage: translate('messages.loadFailed') },
  });
}

/** The latest sets of lines the TV sent for 'Logs anfordern', newest first; read only while shown. */
export function useTvLogs(tvId: number, shown: boolean) {
  return useQuery<SignageDeviceLogs[]>({ queryKey: [logsUrl(tvId)], enabled: shown, meta: { errorMessage: translate('messages.loadFailed') } });
}

interface Named {
  id: number;
  name?: string | null;
}

export function useNamed<T extends Named = Named>(url: string) {
  return useQuery<T[]>({ queryKey: [url], meta: { errorMessage: translate('messages.loadFailed') } }).data ?? [];
}

export const useSegments = () => useNamed<SignageSegment & Named>(SEGMENTS_URL);

/** `POST …/{id}/command`: answers `{id, state}`; the TV's commands are read again. */
export function useSendCommand(tvId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (request: SignageCommandRequest) =>
      api.post<Pick<SignageDeviceCommand, 'id' | 'state'>>(`${TVS_URL}/${tvId}/command`, request, { fallbackMessage: translate('messages.command.run') }),
    meta: { errorMessage: translate('messages.command.run') },
    onSuccess: () => client.invalidateQueries({ queryKey: [commandsUrl(tvId)] }),
  });
}

/** `POST …/{id}/command/abort`: aborts the TV's open command. */
export function useAbortCommand(tvId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<unknown>(`${TVS_URL}/${tvId}/command/abort`, undefined, { fallbackMessage: translate('messages.command.abort') }),
    meta: { errorMessage: translate('messages.command.abort') },
    onSuccess: () => client.invalidateQueries({ queryKey: [commandsUrl(tvId)] }),
  });
}

/** The TV a `content.signage.command` event names (`{data: {deviceId}}`), if any. */
export function deviceOfEvent(raw: string): number | null {
  try {
    const deviceId = (JSON.parse(raw) as { data?: { deviceId?: unknown } } | null)?.data?.deviceId;
    return typeof deviceId === 'number' ? deviceId : null;
  } catch {
    return null;
  }
}

/** Reads a TV's commands (and its logs, if shown) again when the live stream says one changed. */
export function useCommandEvents(): void {
  const client = useQueryClient();
  useEffect(() => {
    if (typeof EventSource !== 'function') return;
    const source = new EventSource(STAFF_EVENTS_URL);
    const listener = (event: MessageEvent<string>) => {
      const tvId = deviceOfEvent(event.data);
      if (tvId === null) return;
      void client.invalidateQueries({ queryKey: [commandsUrl(tvId)] });
      // An acknowledged 'logs' command: the TV has sent its lines (read again only while shown).
      void client.invalidateQueries({ queryKey: [logsUrl(tvId)] });
    };
    source.addEventListener(EVENTS.signageCommand, listener);
    return () => {
      source.removeEventListener(EVENTS.signageCommand, listener);
      source.close();
    };
  }, [client]);
}
