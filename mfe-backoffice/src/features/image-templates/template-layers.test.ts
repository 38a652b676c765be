import { freeLayerName, layerLabel, newLayer, previewPayload, variantLabel } from './template-layers';

const FONTS = [{ family: 'Lato', id: 'lato', category: 'sans-serif', variants: ['100', 'regular', '700italic'] }];

describe('the layer editor’s rules', () => {
  it('names a new layer after its type, numbered past the names taken', () => {
    expect(freeLayerName('text', [])).toBe('text');
    expect(freeLayerName('text', [{ name: 'text' }, { name: 'text-2' }, { name: 'bild' }])).toBe('text-3');
  });

  it('places a new layer in the middle half of the canvas; a text in the first font’s regular weight', () => {
    expect(newLayer('shape', { width: '1200', height: 630 }, [], FONTS)).toMatchObject({ x: 300, y: 158, width: 600, height: 158, shape: 'rectangle', fill: '#0e7490' });
    expect(newLayer('text', { width: 1080, height: 1920 }, [], FONTS)).toMatchObject({ type: 'text', fontFamily: 'Lato', fontVariant: 'regular', fontSize: 96, text: 'Neuer Text', image: null });
    expect(newLayer('image', { width: null, height: null }, [], [])).toMatchObject({ width: 540, fit: 'cover', image: null });
  });

  it('says variants and layers in German', () => {
    expect(['regular', 'italic', '100', '700italic'].map(variantLabel)).toEqual(['Normal', 'Normal kursiv', 'Dünn', 'Fett kursiv']);
    expect(layerLabel({ name: 'preis', type: 'text' })).toBe('preis (Text)');
    expect(layerLabel({ name: '', type: 'shape' })).toBe('ohne Namen (Form)');
  });

  it('asks for a preview only of a template without missing values, as the server takes it', () => {
    const template = { name: 'Angebot', width: '1080', height: '1080', background: '#ffffff', layers: [] };
    expect(previewPayload(template)).toEqual({ name: 'Angebot', width: 1080, height: 1080, background: '#ffffff', layers: [] });
    expect(previewPayload({ ...template, background: 'weiß' })).toBeNull();
    expect(previewPayload({ ...template, layers: [{ name: 'titel', type: 'text', x: 0, y: 0, width: 10, height: 10, text: '' }] })).toBeNull();
  });
});
