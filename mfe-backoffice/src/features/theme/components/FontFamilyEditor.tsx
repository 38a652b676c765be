/**
 * The theme's font (editor 'font-family'): the families of `GET /api/fonts` (installed with the
 * platform, no internet at run time) or the device's system font, with a sample line in the
 * chosen family (its embed CSS loaded, as the storefront loads it).
 */
import { useEffect } from 'react';
import type { FontFamily } from '@theke/contracts';
import { api, translate, useQuery, useTranslation } from '@theke/ui';
import { Labelled, SelectInput, type FieldEditorProps } from '../../forms';

export const FONTS_URL = '/api/fonts';
const fontCssUrl = (family: string) => `/api/fonts/google/${encodeURIComponent(family)}/style-regular.embed.css`;

/** Adds the family's embed CSS to the page once (the back-office's own sample line uses it). */
function useFontCss(family: string | null) {
  useEffect(() => {
    if (!family) return;
    const href = fontCssUrl(family);
    if (document.head.querySelector(`link[href="${CSS.escape(href)}"]`)) return;
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    document.head.append(link);
  }, [family]);
}

export default function FontFamilyEditor({ field, value, onChange, path, errors, disabled }: FieldEditorProps) {
  const { t } = useTranslation();
  const fonts = useQuery<FontFamily[]>({
    queryKey: [FONTS_URL],
    queryFn: ({ signal }) => api.get<FontFamily[]>(FONTS_URL, { signal, fallbackMessage: translate('messages.fontsLoad') }),
    meta: { errorMessage: translate('messages.fontsLoad') },
  });
  const family = typeof value === 'string' && value ? value : null;
  useFontCss(family);
  const options = [
    { value: '', label: t('theme.systemFont') },
    ...(fonts.data ?? []).map((font) => ({ value: font.family, label: font.family })),
  ];
  return (
    <div data-testid="theme-font">
      <Labelled label={field.label} hint={field.help} error={errors[path]}>
        {(id) => (
          <SelectInput
            id={id}
            value={family ?? ''}
            $invalid={Boolean(errors[path])}
            disabled={disabled}
            onChange={(event) => onChange(event.target.value === '' ? null : event.target.value)}
          >
            {options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </SelectInput>
        )}
      </Labelled>
      <p style={{ fontFamily: family ? `'${family}', system-ui, sans-serif` : 'system-ui, sans-serif' }}>{t('theme.previewText')}</p>
    </div>
  );
}
