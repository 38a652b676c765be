import { themeHead } from './theme-head';

describe('themeHead (SPEC §3 theme settings on every page)', () => {
  it('writes the configured colours, radius and font as the custom properties the UI theme reads, and links the font', () => {
    const head = themeHead({
      themePrimaryColor: '#0e7490',
      themeSecondaryColor: '#333333',
      themeTextColor: '#1a1a1a',
      themeBackgroundColor: '#fafafa',
      themeBorderRadius: '.5rem',
      themeFontFamily: 'Open Sans',
    });
    expect(head).toContain(
      "<style id=\"theke-theme\">:root{--theke-primary:#0e7490;--theke-secondary:#333333;--theke-text:#1a1a1a;--theke-background:#fafafa;--theke-radius:.5rem;--theke-font:'Open Sans', system-ui,",
    );
    expect(head).toContain('<link rel="stylesheet" href="/api/fonts/google/Open%20Sans/style-regular.embed.css">');
    expect(head).toContain('<link rel="stylesheet" href="/api/fonts/google/Open%20Sans/style-700.embed.css">');
  });

  it('leaves out what is not a valid value (nothing can close the style element) and is empty without a config', () => {
    const head = themeHead({
      themePrimaryColor: 'red;}</style><script>alert(1)</script>',
      themeBorderRadius: '9px',
      themeFontFamily: "x'}body{",
      themeBackgroundColor: '#ffffff',
    });
    expect(head).toBe('<style id="theke-theme">:root{--theke-background:#ffffff}</style>');
    expect(themeHead(null)).toBe('');
    expect(themeHead({ themeFontFamily: null })).toBe('');
  });
});
