/**
 * SPEC §3 theme settings on every page (issue 20, ADR 0047): the configured colours, radius and
 * font as the CSS custom properties @theke/ui's theme reads, in the HTML's head, so the
 * server-rendered first screen already shows them and a change needs no rebuild. A font other
 * than the system's loads its embed CSS from svc-content (`/api/fonts/google/...`). Values are
 * validated by svc-content; this checks them again, since they are written into CSS.
 */
import { BORDER_RADIUS_OPTIONS } from '@theke/contracts';
import { isHexColour } from '@theke/domain';
import { SYSTEM_FONT, themeProperty } from '@theke/ui/server';

export interface ThemeConfig {
  themePrimaryColor?: string | null;
  themeSecondaryColor?: string | null;
  themeTextColor?: string | null;
  themeBackgroundColor?: string | null;
  themeBorderRadius?: string | null;
  themeFontFamily?: string | null;
}

const RADII = new Set<string>(BORDER_RADIUS_OPTIONS.map((option) => option.value));
const FONT_FAMILY = /^[A-Za-z0-9][A-Za-z0-9 ]{0,99}$/;
/** The weights the storefront and website use: body text and headings/buttons. */
export const THEME_FONT_VARIANTS = ['regular', '700'] as const;

export const themeFontCssUrl = (family: string, variant: string) =>
  `/api/fonts/google/${encodeURIComponent(family)}/style-${variant}.embed.css`;

/** The `<style>` (and font links) for the configured theme; empty when nothing is configured. */
export function themeHead(config: ThemeConfig | null): string {
  if (!config) return '';
  const colours: Array<[string, string | null | undefined]> = [
    [themeProperty('primary'), config.themePrimaryColor],
    [themeProperty('secondary'), config.themeSecondaryColor],
    [themeProperty('text'), config.themeTextColor],
    [themeProperty('background'), config.themeBackgroundColor],
  ];
  const declarations = colours.filter(([, value]) => isHexColour(value)).map(([property, value]) => `${property}:${String(value)}`);
  if (config.themeBorderRadius && RADII.has(config.themeBorderRadius))
    declarations.push(`${themeProperty('radius')}:${config.themeBorderRadius}`);
  const family = config.themeFontFamily && FONT_FAMILY.test(config.themeFontFamily) ? config.themeFontFamily : null;
  if (family) declarations.push(`${themeProperty('font')}:'${family}', ${SYSTEM_FONT}`);
  if (declarations.length === 0) return '';
  const fonts = family
    ? THEME_FONT_VARIANTS.map((variant) => `<link rel="stylesheet" href="${themeFontCssUrl(family, variant)}">`)
    : [];
  return [`<style id="theke-theme">:root{${declarations.join(';')}}</style>`, ...fonts].join('\n    ');
}
