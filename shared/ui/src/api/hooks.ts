import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { translate } from '../i18n/i18n';
import type { Block, Branch, Config, Division, Navigation, Site, StaffUser } from './entities';
import { CURRENT_USER_KEY, fetchCurrentUser } from './session';

function useInitQuery<T>(url: string, errorMessage: string): UseQueryResult<T> {
  return useQuery<T>({ queryKey: [url], meta: { errorMessage } });
}

export const useConfig = (): UseQueryResult<Config> =>
  useInitQuery<Config>('/api/config', translate('messages.config.load'));
export const useBranches = (): UseQueryResult<Branch[]> => useInitQuery<Branch[]>('/api/branches', translate('messages.loadFailed'));
export const useDivisions = (): UseQueryResult<Division[]> =>
  useInitQuery<Division[]>('/api/divisions', translate('messages.loadFailed'));
export const useSites = (): UseQueryResult<Site[]> => useInitQuery<Site[]>('/api/sites', translate('messages.site.loadList'));
export const useNavigations = (): UseQueryResult<Navigation[]> =>
  useInitQuery<Navigation[]>('/api/navigations', translate('messages.navigation.loadList'));
export const useBlocks = (): UseQueryResult<Block[]> => useInitQuery<Block[]>('/api/blocks', translate('messages.content.loadList'));

/** The signed-in staff member, or null for guests (primed by `/api/init`). */
export function useCurrentUser(): UseQueryResult<StaffUser | null> {
  return useQuery<StaffUser | null>({
    queryKey: CURRENT_USER_KEY,
    queryFn: fetchCurrentUser,
    meta: { errorMessage: translate('messages.activeUserLoad') },
  });
}
