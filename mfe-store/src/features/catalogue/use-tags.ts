import type { Tag } from '@theke/domain';
import { translate, useQuery } from '@theke/ui';

/** The branch tags (primed by /api/init); its own module so the division page stays small. */
export const useTags = () => useQuery<Tag[]>({ queryKey: ['/api/tags'], meta: { errorMessage: translate('messages.loadFailed') } });
