/**
 * Which colour pairs of a theme carry text (ADR 0047): body text on the background, and white
 * button text on the primary colour. Each pair below WCAG AA (4.5:1) is warned about.
 */
import { checkContrast, isHexColour, type ContrastCheck } from '@theke/domain';

export interface ThemeColours {
  themePrimaryColor?: unknown;
  themeTextColor?: unknown;
  themeBackgroundColor?: unknown;
}

export interface ContrastWarning extends ContrastCheck {
  /** Text keys naming the two colours. */
  foregroundLabel: 'theme.textOnBackground' | 'theme.white';
  backgroundLabel: 'theme.background' | 'theme.primary';
}

const WHITE = '#ffffff';

export function contrastWarnings(colours: ThemeColours): ContrastWarning[] {
  const pairs: Array<Omit<ContrastWarning, keyof ContrastCheck> & { foreground: unknown; background: unknown }> = [
    { foreground: colours.themeTextColor, background: colours.themeBackgroundColor, foregroundLabel: 'theme.textOnBackground', backgroundLabel: 'theme.background' },
    { foreground: WHITE, background: colours.themePrimaryColor, foregroundLabel: 'theme.white', backgroundLabel: 'theme.primary' },
  ];
  return pairs.flatMap(({ foreground, background, ...labels }) => {
    if (!isHexColour(foreground) || !isHexColour(background)) return [];
    const check = checkContrast(foreground, background);
    return check.passes ? [] : [{ ...check, ...labels }];
  });
}

/** '3,2' as the warning shows the ratio (one decimal, rounded down so 4.49 never reads 4,5). */
export const formatRatio = (ratio: number): string =>
  new Intl.NumberFormat('de-AT', { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(Math.floor(ratio * 10) / 10);
