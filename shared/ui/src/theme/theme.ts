// SPEC §9: theme colours #000000 and #333333, border radius .25rem,
// breakpoints tablet 720, desktop 1024, large 1600 and the teaser/mobile breakpoint 1120.
export const BREAKPOINTS = { tablet: 720, desktop: 1024, large: 1600, mobileMenu: 1120 } as const;

export const theme = {
  colors: {
    primary: '#000000',
    secondary: '#333333',
    text: '#1a1a1a',
    muted: '#6b6b6b',
    background: '#ffffff',
    surface: '#f4f4f4',
    border: '#dcdcdc',
    inverse: '#ffffff',
    success: '#1e7b34',
    warning: '#a05a00',
    danger: '#b3261e',
    info: '#1c5d99',
  },
  radius: '.25rem',
  fontFamily: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
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
