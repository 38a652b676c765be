/** The page body's block types, as svc-content describes them (they change only with a release). */
import type { BlockTypeDefinition } from '@theke/contracts';
import { translate, useQuery } from '@theke/ui';

export const BLOCK_TYPES_URL = '/api/sites/block-types';

export function useBlockTypes() {
  return useQuery<BlockTypeDefinition[]>({
    queryKey: [BLOCK_TYPES_URL],
    staleTime: Infinity,
    meta: { errorMessage: translate('messages.loadFailed') },
  });
}
