/**
 * Theme settings (issue 20, ADR 0047): the config form's special editors for the colours (with
 * the WCAG AA contrast warning) and the font. Registered where the settings form is.
 */
import { fieldEditor, registerFieldEditors } from '../forms';

export function registerThemeEditors(): void {
  registerFieldEditors({
    themeColors: fieldEditor(() => import('./components/ThemeColorsEditor'), [
      'themeSecondaryColor',
      'themeTextColor',
      'themeBackgroundColor',
    ]),
    'font-family': fieldEditor(() => import('./components/FontFamilyEditor')),
  });
}
export { contrastWarnings } from './theme-contrast';
