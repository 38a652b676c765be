import type { MediaUsage } from '@theke/contracts';
import { api, translate, useMutation, useQuery, useQueryClient } from '@theke/ui';
import { MEDIA_URLS, type LibraryEntry, type MediaKind } from '../media-files';

export function useLibrary(kind: MediaKind) {
  return useQuery<LibraryEntry[]>({
    queryKey: [MEDIA_URLS[kind]],
    queryFn: ({ signal }) => api.get<LibraryEntry[]>(MEDIA_URLS[kind], { signal, fallbackMessage: translate('media.loadFailed') }),
    meta: { errorMessage: translate('media.loadFailed') },
  });
}

/** Where the file is used; asked anew each time the detail opens (a page may have changed). */
export function useUsages(kind: MediaKind, id: number) {
  const url = `${MEDIA_URLS[kind]}/${String(id)}/usages`;
  return useQuery<MediaUsage[]>({
    queryKey: [url],
    queryFn: ({ signal }) => api.get<MediaUsage[]>(url, { signal, fallbackMessage: translate('media.loadFailed') }),
    staleTime: 0,
    meta: { errorMessage: translate('media.loadFailed') },
  });
}

export function useSaveAlt(kind: MediaKind) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, alt }: { id: number; alt: string }) =>
      api.put<LibraryEntry>(`${MEDIA_URLS[kind]}/${String(id)}`, { alt }, { fallbackMessage: translate('media.saveFailed') }),
    onSuccess: () => client.invalidateQueries({ queryKey: [MEDIA_URLS[kind]] }),
  });
}

/** Refused with the server's 409 while the file is used: the message names where. */
export function useDeleteMedia(kind: MediaKind) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      api.delete<null>(`${MEDIA_URLS[kind]}/${String(id)}`, { fallbackMessage: translate('media.deleteFailed') }),
    onSuccess: () => client.invalidateQueries({ queryKey: [MEDIA_URLS[kind]] }),
  });
}
