import { imageSrcSet, imageSrcSetWithOriginal } from './media-srcset';

const image = { id: 7, version: 3, extension: 'jpg', width: 1400 };

describe('srcsets of the media sizes (SPEC §7)', () => {
  it('offers only sizes up to the original width in the srcset', () => {
    expect(imageSrcSet(image)).toBe('/image/tiny/7-3.jpg 256w, /image/small/7-3.jpg 640w, /image/medium/7-3.jpg 1280w');
  });

  it('keeps the first size for a tiny original and all sizes when the width is unknown', () => {
    expect(imageSrcSet({ ...image, width: 100 }, 'thumbnail')).toBe('/image/thumbnail/7-3.jpg 128w');
    expect(imageSrcSet({ ...image, width: null }, 'medium')).toBe('/image/medium/7-3.jpg 1280w, /image/large/7-3.jpg 1920w');
  });

  describe('with the original', () => {
    it('adds the original when it is narrower than large and matches no size', () => {
      expect(imageSrcSetWithOriginal(image)).toBe(
        '/image/tiny/7-3.jpg 256w, /image/small/7-3.jpg 640w, /image/medium/7-3.jpg 1280w, /image/7-3.jpg 1400w',
      );
    });

    it('lists only the original below the smallest size, and no original when a size matches', () => {
      expect(imageSrcSetWithOriginal({ ...image, width: 200 })).toBe('/image/7-3.jpg 200w');
      expect(imageSrcSetWithOriginal({ ...image, width: 640 })).toBe('/image/tiny/7-3.jpg 256w, /image/small/7-3.jpg 640w');
    });

    it('takes an unknown width as large', () => {
      expect(imageSrcSetWithOriginal({ ...image, width: null })).toBe(
        '/image/tiny/7-3.jpg 256w, /image/small/7-3.jpg 640w, /image/medium/7-3.jpg 1280w, /image/large/7-3.jpg 1920w',
      );
    });
  });
});
