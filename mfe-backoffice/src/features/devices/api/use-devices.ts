import { api, apiRequest, translate, useMutation, useQuery, useQueryClient } from '@theke/ui';
import { deviceCommandFallback, deviceCommandUrl, type Device, type DeviceCommand, type DevicePayload } from '../device';

export const DEVICES_URL = '/api/devices';

export function useDevices() {
  return useQuery<Device[]>({ queryKey: [DEVICES_URL], meta: { errorMessage: translate('messages.device.loadList') } });
}

function useRefreshingMutation<Variables>(run: (variables: Variables) => Promise<unknown>, errorMessage: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    // SPEC §8: the kit records the failure with errors[0].message or this fallback, and a retry.
    meta: { errorMessage },
    onSuccess: () => client.invalidateQueries({ queryKey: [DEVICES_URL] }),
  });
}

export function useSaveDevice() {
  return useRefreshingMutation(
    ({ id, payload }: { id: number | null; payload: DevicePayload }) =>
      id === null
        ? api.post<Device>(DEVICES_URL, payload, { fallbackMessage: translate('messages.device.create') })
        : api.put<Device>(`${DEVICES_URL}/${id}`, payload, { fallbackMessage: translate('messages.device.update') }),
    translate('messages.device.update'),
  );
}

export function useDeleteDevice() {
  return useRefreshingMutation(
    (id: number) => api.delete(`${DEVICES_URL}/${id}`, { fallbackMessage: translate('messages.device.delete') }),
    translate('messages.device.delete'),
  );
}

/** Test notification, test print, request logs: 202 on success; 'Test nicht erfolgreich.' / 'Log konnte nicht angefordert werden.' */
export function useDeviceCommand(command: DeviceCommand) {
  const fallback = translate(deviceCommandFallback(command));
  return useRefreshingMutation(
    (deviceId: number) => apiRequest(deviceCommandUrl(deviceId, command), { method: 'POST', fallbackMessage: fallback }),
    fallback,
  );
}
