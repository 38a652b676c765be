import { THEME_DEFAULTS } from '@theke/domain';

// SPEC §9: theme colours #000000 and #333333, border radius .25rem (THEME_DEFAULTS),
// breakpoints tablet 720, desktop 1024, large 1600 and the teaser/mobile breakpoint 1120.
export const BREAKPOINTS = { tablet: 720, desktop: 1024, large: 1600, mobileMenu: 1120 } as const;

export const SYSTEM_FONT = "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";

/**
 * The theme's configurable values (SPEC §3 theme settings, ADR 0047) are CSS custom properties
 * with the defaults as fallbacks: the gateway writes the configured ones into every page's head,
 * so a change shows on the next page load without a rebuild, server-rendered first screen
 * included. Code that needs a plain colour (icons, canvas) uses `THEME_DEFAULTS` of @theke/domain.
 */
export type ThemeProperty = 'primary' | 'secondary' | 'text' | 'background' | 'radius' | 'font';

/** The custom property of a theme value ('--theke-primary'); the gateway writes them (ADR 0047). */
export const themeProperty = (name: ThemeProperty): string => `--theke-${name}`;

// Written out (not through themeProperty): main.js carries these strings on every guest page.
export const theme = {
  colors: {
    primary: `var(--theke-primary, ${THEME_DEFAULTS.themePrimaryColor})`,
    secondary: `var(--theke-secondary, ${THEME_DEFAULTS.themeSecondaryColor})`,
    text: `var(--theke-text, ${THEME_DEFAULTS.themeTextColor})`,
    muted: '#6b6b6b',
    background: `var(--theke-background, ${THEME_DEFAULTS.themeBackgroundColor})`,
    surface: '#f4f4f4',
    border: '#dcdcdc',
    inverse: '#ffffff',
    success: '#1e7b34',
    warning: '#a05a00',
    danger: '#b3261e',
    info: '#1c5d99',
  },
  radius: `var(--theke-radius, ${THEME_DEFAULTS.themeBorderRadius})`,
  fontFamily: `var(--theke-font, ${SYSTEM_FONT})`,
  breakpoints: BREAKPOINTS,
  space: (n: number): string => `${n * 0.25}rem`,
} as const;

export type Theme = typeof theme;

/** Media query from a breakpoint upwards, e.g. `${media.desktop} { ... }`. */
export const media = {
  tablet: `@media (min-width: ${BREAKPOINTS.tablet}px)`,
  desktop: `@media (min-width: ${BREAKPOINTS.desktop}px)`,
  large: `@media (min-width: ${BREAKPOINTS.large}px)`,
  /** Above the 1120 px mobile/teaser breakpoint. */
  wide: `@media (min-width: ${BREAKPOINTS.mobileMenu + 1}px)`,
  /** Up to the 1120 px mobile/teaser breakpoint. */
  narrow: `@media (max-width: ${BREAKPOINTS.mobileMenu}px)`,
} as const;

declare module 'styled-components' {
  // Declaration merging gives every styled component a typed `props.theme`.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface DefaultTheme extends Theme {}
}
