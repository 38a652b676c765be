/**
 * SPEC §3 theme settings with SPEC §9's defaults (colours #000000 and #333333, border radius
 * .25rem; the label grids' are `LABEL_GRIDS`), and the WCAG contrast rule the back-office warns with
 * (ADR 0047). The storefront and website read the configured values as CSS custom properties.
 */
export const THEME_DEFAULTS = {
  themePrimaryColor: '#000000',
  themeSecondaryColor: '#333333',
  themeTextColor: '#1a1a1a',
  themeBackgroundColor: '#ffffff',
  themeBorderRadius: '.25rem',
} as const;

/** WCAG 2.x AA: normal text needs at least 4.5:1 against its background. */
export const WCAG_AA_CONTRAST = 4.5;

const HEX_COLOUR = /^#([0-9a-f]{6})$/i;

export const isHexColour = (value: unknown): value is string => typeof value === 'string' && HEX_COLOUR.test(value);

/** WCAG relative luminance of '#rrggbb'. */
export function relativeLuminance(hex: string): number {
  const match = HEX_COLOUR.exec(hex);
  if (!match?.[1]) throw new Error(`not a colour: ${hex}`);
  const value = parseInt(match[1], 16);
  const [r, g, b] = [(value >> 16) & 255, (value >> 8) & 255, value & 255].map((channel) => {
    const share = channel / 255;
    return share <= 0.03928 ? share / 12.92 : ((share + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The contrast ratio of two colours, 1 to 21, whichever is lighter. */
export function contrastRatio(first: string, second: string): number {
  const [lighter, darker] = [relativeLuminance(first), relativeLuminance(second)].sort((a, b) => b - a) as [number, number];
  return (lighter + 0.05) / (darker + 0.05);
}

/** A colour pair a theme puts text on, and whether it reaches AA. */
export interface ContrastCheck {
  foreground: string;
  background: string;
  ratio: number;
  passes: boolean;
}

export function checkContrast(foreground: string, background: string): ContrastCheck {
  const ratio = contrastRatio(foreground, background);
  return { foreground, background, ratio, passes: ratio >= WCAG_AA_CONTRAST };
}
