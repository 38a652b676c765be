import { checkContrast, contrastRatio, isHexColour, relativeLuminance, THEME_DEFAULTS, WCAG_AA_CONTRAST } from './theme';

describe('theme contrast (WCAG 2.x)', () => {
  it('measures black on white as 21:1 and a colour on itself as 1:1, in either order', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#000000')).toBeCloseTo(21, 5);
    expect(contrastRatio('#0e7490', '#0E7490')).toBe(1);
  });

  it('agrees with the WCAG reference figures', () => {
    expect(relativeLuminance('#ffffff')).toBeCloseTo(1, 5);
    expect(relativeLuminance('#000000')).toBe(0);
    // #777777 on white is the classic just-failing grey (4.48:1); #767676 just passes (4.54:1).
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
    expect(contrastRatio('#010101', '#000000')).toBeGreaterThan(1);
  });

  it('passes AA at 4.5:1 and fails below', () => {
    expect(checkContrast('#767676', '#ffffff')).toMatchObject({ passes: true });
    expect(checkContrast('#777777', '#ffffff')).toMatchObject({ passes: false });
    expect(WCAG_AA_CONTRAST).toBe(4.5);
  });

  it('has SPEC §9 defaults that read well: text on background, white on the primary colour', () => {
    expect(THEME_DEFAULTS).toMatchObject({ themePrimaryColor: '#000000', themeSecondaryColor: '#333333', themeBorderRadius: '.25rem' });
    expect(checkContrast(THEME_DEFAULTS.themeTextColor, THEME_DEFAULTS.themeBackgroundColor).passes).toBe(true);
    expect(checkContrast('#ffffff', THEME_DEFAULTS.themePrimaryColor).passes).toBe(true);
  });

  it('knows a colour only as #rrggbb', () => {
    expect(['#a1B2c3', '#fff', 'red', '#1234567', null].map(isHexColour)).toEqual([true, false, false, false, false]);
    expect(() => relativeLuminance('red')).toThrow('not a colour');
  });
});
