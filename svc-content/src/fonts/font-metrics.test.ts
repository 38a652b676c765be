import { readFile } from 'node:fs/promises';
import { Resvg } from '@resvg/resvg-js';
import { textWidth, wrapText } from '../image-templates/text-wrap';
import { readFontMetrics } from './font-metrics';
import { renderFontFiles, renderFontMetrics } from './render-fonts';

describe('font metrics and text wrapping', () => {
  it('measures a line as wide as resvg draws it with the same file (within kerning)', async () => {
    const files = await renderFontFiles('Roboto', '700');
    const metrics = await renderFontMetrics('Roboto', '700');
    const text = 'Wochenangebot Fensterreinigung';
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="2000" height="200"><text x="0" y="150" font-family="Roboto" font-weight="700" font-size="100">${text}</text></svg>`;
    const drawn = new Resvg(svg, { font: { fontFiles: files, loadSystemFonts: false } }).getBBox();
    const measured = textWidth(text, 100, metrics);
    // The ink's box lacks the side bearings of the first and last letter: a few pixels.
    expect(Math.abs((drawn?.width ?? 0) - measured)).toBeLessThan(20);
    expect(measured).toBeGreaterThan(1000);
  });

  it('knows which characters a file has', async () => {
    const [file] = await renderFontFiles('Lato', 'regular');
    const font = await readFile(String(file));
    expect(readFontMetrics(font).advance('a')).toBeGreaterThan(0.3);
    expect(readFontMetrics(font).advance('中')).toBeNull();
  });

  it('moves words that would overflow the box to the next line, keeping the text’s own breaks', async () => {
    const metrics = await renderFontMetrics('Roboto', 'regular');
    expect(wrapText('Wochenangebot Fensterreinigung\nab 49,00 €', 700, 80, metrics)).toEqual(['Wochenangebot', 'Fensterreinigung', 'ab 49,00 €']);
    expect(wrapText('Fenster putzen', 2000, 80, metrics)).toEqual(['Fenster putzen']);
    expect(wrapText('Fensterreinigungsunternehmen', 100, 80, metrics)).toEqual(['Fensterreinigungsunternehmen']);
    expect(wrapText('ohne Maße\nzwei', 100, 80)).toEqual(['ohne Maße', 'zwei']);
  });
});
