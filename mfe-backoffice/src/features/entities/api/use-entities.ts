/**
 * react-query hooks over a described entity's SPEC §7 CRUD paths, with the SPEC §8 fallback
 * messages built from its German names ('Tisch konnte nicht gelöscht werden.').
 */
import type { EntityDescription } from '@theke/contracts';
import { api, crudMessages, useMutation, useQuery, useQueryClient } from '@theke/ui';
import type { Entry } from '../entity-list';

const urlOf = (description: EntityDescription) => `/api${description.path}`;

/** The list, narrowed by query params when given (`{branch: '3'}`); keyed `[url, params]`. */
export function useEntityList(description: EntityDescription, params?: Record<string, string>) {
  return useQuery<Entry[]>({
    queryKey: params ? [urlOf(description), params] : [urlOf(description)],
    meta: { errorMessage: crudMessages(description.labels.singular, description.labels.plural).loadList },
  });
}

export function useEntity(description: EntityDescription, id: number | null) {
  return useQuery<Entry>({
    queryKey: [`${urlOf(description)}/${id}`],
    enabled: id !== null,
    meta: { errorMessage: crudMessages(description.labels.singular, description.labels.plural).load },
  });
}

/** Reads an entry again, bypassing the cache (after a 409 the stored version matters). */
export function fetchEntity(description: EntityDescription, id: number): Promise<Entry> {
  return api.get<Entry>(`${urlOf(description)}/${id}`);
}

/** Every list of the entity, narrowed or not (`[url]` and `[url, params]`), not its entries (`[url/12]`). */
const listsOf = (description: EntityDescription) => ({ queryKey: [urlOf(description)] });

/** Saves an entry: POST without an id, PUT with one; the lists and the entry are read again. */
export function useSaveEntity(description: EntityDescription) {
  const client = useQueryClient();
  const messages = crudMessages(description.labels.singular, description.labels.plural);
  return (id: number | null, payload: Record<string, unknown>) =>
    (id === null
      ? api.post<Entry>(urlOf(description), payload, { fallbackMessage: messages.create })
      : api.put<Entry>(`${urlOf(description)}/${id}`, payload, { fallbackMessage: messages.update })
    ).then(async (saved) => {
      client.setQueryData([`${urlOf(description)}/${saved.id}`], saved);
      await client.invalidateQueries(listsOf(description));
      return saved;
    });
}

export function useDeleteEntity(description: EntityDescription) {
  const client = useQueryClient();
  const messages = crudMessages(description.labels.singular, description.labels.plural);
  return useMutation({
    mutationFn: (id: number) => api.delete(`${urlOf(description)}/${id}`, { fallbackMessage: messages.delete }),
    meta: { errorMessage: messages.delete },
    onSuccess: () => client.invalidateQueries(listsOf(description)),
  });
}

/**
 * Puts a saved entry into the lists that hold it and its own cache entry, without reading the
 * lists again (a one-tap change in a list of thousands).
 */
export function useStoreSavedEntry(description: EntityDescription) {
  const client = useQueryClient();
  return (saved: Entry) => {
    client.setQueryData([`${urlOf(description)}/${saved.id}`], saved);
    client.setQueriesData<Entry[]>(listsOf(description), (list) =>
      list?.map((entry) => (entry.id === saved.id ? saved : entry)),
    );
  };
}
