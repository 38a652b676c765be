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
  a { color: inherit; }
  img { max-width: 100%; height: auto; }
  button, input, select, textarea { font: inherit; }
`;
