// @theke/ui: the platform kit shared as one singleton by the shell and every remote.
export { theme, media, BREAKPOINTS, type Theme } from './theme/theme';
export { GlobalStyle } from './theme/GlobalStyle';
export * from './primitives';
export * from './i18n';
export * from './format';
export * from './api';
export * from './router';
export * from './consent/consent';
export * from './analytics/analytics';
export { NotFoundView, ServerErrorView } from './errors/ErrorViews';
export * from './route-module';
export { ThekeProviders } from './providers';
export { default as styled, css, keyframes, createGlobalStyle, useTheme } from 'styled-components';
export * from './shell';
export * from './menu-and-branch-state';
export { LENT_DOMAIN_MODULES } from './lent-domain';
