import { createGlobalStyle } from 'styled-components';
import { theme } from './theme';

export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }
  html, body { margin: 0; padding: 0; }
  body {
    font-family: ${theme.fontFamily};
    color: ${theme.colors.text};
    background: ${theme.colors.background};
    line-height: 1.5;
    -webkit-font-smoothing: antialiased;
  }
  /* A child's margin (the loader's) must not collapse through #root and body: when the page
     replaces the loader the whole body would move up, a layout shift (CLS). */
  #root { display: flow-root; }
  /* The server's first screen waits in a disabled fieldset until the shell takes over (gateway
     first-screen.ts): no box of its own; controls disabled only by it keep their look. */
  fieldset[data-first-screen] { display: contents; }
  fieldset[data-first-screen] :disabled:not([disabled]) { opacity: 1; cursor: progress; }
  a { color: inherit; }
  img { max-width: 100%; height: auto; }
  button, input, select, textarea { font: inherit; }
`;
