import { videoAction } from './video-visibility';

describe('video section', () => {
  it('plays when at least half visible and pauses otherwise', () => {
    expect(videoAction(0.5)).toBe('play');
    expect(videoAction(1)).toBe('play');
    expect(videoAction(0.49)).toBe('pause');
    expect(videoAction(0)).toBe('pause');
  });
});
