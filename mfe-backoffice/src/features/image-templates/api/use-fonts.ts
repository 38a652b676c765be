import type { FontFamily } from '@theke/contracts';
import { translate, useQuery } from '@theke/ui';

export const FONTS_URL = '/api/fonts';

/** GET /api/fonts: the installed families (they change only with a deploy). */
export function useFonts() {
  return useQuery<FontFamily[]>({
    queryKey: [FONTS_URL],
    staleTime: Number.POSITIVE_INFINITY,
    meta: { errorMessage: translate('fonts.loadFailed') },
  });
}

/** The embed CSS of a variant (SPEC §7), for a sample shown in that font. */
export const embedCssUrl = (font: FontFamily, variant: string) => `/api/fonts/google/${font.id}/style-${variant}.embed.css`;
