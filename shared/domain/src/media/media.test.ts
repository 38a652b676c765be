import { IMAGE_SIZE_NAMES, IMAGE_SIZES, imageUrl } from './media';

const image = { id: 7, version: 3, extension: 'jpg', width: 1400 };

describe('media by path (SPEC §7)', () => {
  it('has the spec sizes, smallest first', () => {
    expect(IMAGE_SIZES).toEqual({ icon: 64, thumbnail: 128, tiny: 256, small: 640, medium: 1280, large: 1920 });
    expect(IMAGE_SIZE_NAMES.map((size) => IMAGE_SIZES[size])).toEqual([64, 128, 256, 640, 1280, 1920]);
  });

  it('builds the original and sized paths', () => {
    expect(imageUrl(image)).toBe('/image/7-3.jpg');
    expect(imageUrl(image, 'small')).toBe('/image/small/7-3.jpg');
  });
});
