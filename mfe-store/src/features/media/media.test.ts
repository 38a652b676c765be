import { imageSrcSet, imageUrl } from './media';

const image = { id: 7, version: 3, extension: 'jpg', width: 1400 };

describe('media by path (SPEC §7)', () => {
  it('builds the original and sized paths', () => {
    expect(imageUrl(image)).toBe('/image/7-3.jpg');
    expect(imageUrl(image, 'small')).toBe('/image/small/7-3.jpg');
  });

  it('offers only sizes up to the original width in the srcset', () => {
    expect(imageSrcSet(image)).toBe(
      '/image/tiny/7-3.jpg 256w, /image/small/7-3.jpg 640w, /image/medium/7-3.jpg 1280w',
    );
  });

  it('keeps the first size for a tiny original and all sizes when the width is unknown', () => {
    expect(imageSrcSet({ ...image, width: 100 }, 'thumbnail')).toBe('/image/thumbnail/7-3.jpg 128w');
    expect(imageSrcSet({ ...image, width: null }, 'medium')).toBe(
      '/image/medium/7-3.jpg 1280w, /image/large/7-3.jpg 1920w',
    );
  });
});
