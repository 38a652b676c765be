/** SPEC §9: video visibility threshold 0.5. */
export const VIDEO_VISIBILITY_THRESHOLD = 0.5;

/** SPEC §4: play when at least half visible, pause otherwise. */
export function videoAction(intersectionRatio: number): 'play' | 'pause' {
  return intersectionRatio >= VIDEO_VISIBILITY_THRESHOLD ? 'play' : 'pause';
}
