import { isOutside, overlappingNames, presetRegions, regionsOf } from './scene-regions';

describe('scene regions', () => {
  it('lays the presets out for the orientation', () => {
    expect(presetRegions('fullScreen', 'landscape')).toEqual([{ name: 'vollbild', x: 0, y: 0, width: 100, height: 100 }]);
    expect(presetRegions('split', 'landscape').map(({ name, x, width }) => [name, x, width])).toEqual([
      ['links', 0, 50],
      ['rechts', 50, 50],
    ]);
    expect(presetRegions('split', 'portrait').map(({ name, y, height }) => [name, y, height])).toEqual([
      ['oben', 0, 50],
      ['unten', 50, 50],
    ]);
    expect(presetRegions('mainWithBar', 'portrait').map(({ name, height }) => [name, height])).toEqual([
      ['hauptbereich', 80],
      ['leiste', 20],
    ]);
    for (const preset of ['fullScreen', 'split', 'mainWithBar'] as const) {
      for (const orientation of ['landscape', 'portrait'] as const) {
        const regions = presetRegions(preset, orientation);
        expect(regions.filter(isOutside)).toEqual([]);
        expect(overlappingNames(regions)).toEqual([]);
      }
    }
  });

  it('draws only regions whose numbers are filled in, typed ones too', () => {
    expect(regionsOf([{ name: 'a', x: '0', y: 0, width: '12,5', height: 100 }, { name: 'b', x: null, y: 0, width: 10, height: 10 }, { name: 'c', x: 'zehn', y: 0, width: 1, height: 1 }])).toEqual([
      { name: 'a', x: 0, y: 0, width: 12.5, height: 100 },
    ]);
    expect(regionsOf(null)).toEqual([]);
  });

  it('marks rectangles past the screen and overlapping ones', () => {
    expect(isOutside({ name: 'a', x: 60, y: 0, width: 50, height: 100 })).toBe(true);
    expect(isOutside({ name: 'a', x: 0, y: 0, width: 0, height: 100 })).toBe(true);
    expect(isOutside({ name: 'a', x: 50, y: 0, width: 50, height: 100 })).toBe(false);
    expect(overlappingNames([
      { name: 'a', x: 0, y: 0, width: 60, height: 100 },
      { name: 'b', x: 50, y: 0, width: 50, height: 100 },
      { name: 'c', x: 0, y: 0, width: 10, height: 10 },
    ])).toEqual(['a', 'b', 'c']);
    expect(overlappingNames([
      { name: 'a', x: 0, y: 0, width: 50, height: 100 },
      { name: 'b', x: 50, y: 0, width: 50, height: 100 },
    ])).toEqual([]);
  });
});
