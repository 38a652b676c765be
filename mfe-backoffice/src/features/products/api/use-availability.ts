/**
 * The one-tap availability change (issue 19): PUT `{isEnabled, version}`, the only product write
 * an employee may make. The saved product replaces its row in the cached lists; the list of
 * thousands is not read again. A refused change (a newer version, another branch's product)
 * reads the lists again so the row shows what is stored.
 */
import { productDescription } from '@theke/contracts';
import { api, translate, useMutation, useQueryClient } from '@theke/ui';
import { useStoreSavedEntry, type Entry } from '../../entities';

export const productUrl = (id: number) => `/api${productDescription.path}/${id}`;

export function useSetAvailability(entry: Entry) {
  const client = useQueryClient();
  const store = useStoreSavedEntry(productDescription);
  return useMutation({
    mutationFn: (isEnabled: boolean) =>
      api.put<Entry>(
        productUrl(entry.id),
        { isEnabled, ...(entry.version === undefined ? {} : { version: entry.version }) },
        { fallbackMessage: translate('products.availabilityFailed') },
      ),
    meta: { errorMessage: translate('products.availabilityFailed') },
    onSuccess: store,
    onError: () => client.invalidateQueries({ queryKey: [`/api${productDescription.path}`] }),
  });
}
