/** The signed-in staff member's own clocking link: read (created on first read) and renewed at the gateway. */
import { api, translate, useMutation, useQuery, useQueryClient } from '@theke/ui';
import { OWN_ACCESS_TOKEN_URL, type AccessToken } from '../time-clock-link';

export function useOwnAccessToken() {
  return useQuery<AccessToken>({
    queryKey: [OWN_ACCESS_TOKEN_URL],
    meta: { errorMessage: translate('timeClock.loadFailed') },
  });
}

export function useRenewAccessToken() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<AccessToken>(OWN_ACCESS_TOKEN_URL, undefined, { fallbackMessage: translate('timeClock.link.renewFailed') }),
    meta: { silent: true },
    onSuccess: (token) => client.setQueryData([OWN_ACCESS_TOKEN_URL], token),
  });
}
