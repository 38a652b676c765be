import {
  createAutoAdvance,
  jumpToSlide,
  nextSlide,
  previousSlide,
  SLIDER_INTERVAL_MS,
  swipeDirection,
} from './slider-state';

function fakeClock() {
  let now = 0;
  let timers: Array<{ at: number; run: () => void; id: number }> = [];
  let nextId = 1;
  return {
    schedule(run: () => void, ms: number) {
      const id = nextId++;
      timers.push({ at: now + ms, run, id });
      return id;
    },
    cancel(handle: unknown) {
      timers = timers.filter((timer) => timer.id !== handle);
    },
    advanceBy(ms: number) {
      const until = now + ms;
      for (;;) {
        const due = timers.filter((timer) => timer.at <= until).sort((a, b) => a.at - b.at)[0];
        if (!due) break;
        timers = timers.filter((timer) => timer !== due);
        now = due.at;
        due.run();
      }
      now = until;
    },
  };
}

describe('image slider', () => {
  it('wraps from the last slide to the first and from the first to the last', () => {
    expect(nextSlide(2, 3)).toBe(0);
    expect(nextSlide(0, 3)).toBe(1);
    expect(previousSlide(0, 3)).toBe(2);
    expect(previousSlide(2, 3)).toBe(1);
    expect(nextSlide(0, 0)).toBe(0);
  });

  it('jumps to the slide of an indicator', () => {
    expect(jumpToSlide(1, 4)).toBe(1);
    expect(jumpToSlide(9, 4)).toBe(3);
  });

  it('swipes left to the next and right to the previous slide beyond 50 px above 768 px', () => {
    expect(swipeDirection(-51, 1024)).toBe('next');
    expect(swipeDirection(60, 1024)).toBe('previous');
    expect(swipeDirection(-49, 1024)).toBeNull();
    expect(swipeDirection(49, 1024)).toBeNull();
  });

  it('ignores swipes at 768 px width and below', () => {
    expect(swipeDirection(-200, 768)).toBeNull();
    expect(swipeDirection(200, 375)).toBeNull();
  });

  it('advances every 5 s', () => {
    const clock = fakeClock();
    const advance = jest.fn();
    createAutoAdvance(advance, clock).start();
    clock.advanceBy(SLIDER_INTERVAL_MS - 1);
    expect(advance).not.toHaveBeenCalled();
    clock.advanceBy(1);
    expect(advance).toHaveBeenCalledTimes(1);
    clock.advanceBy(2 * SLIDER_INTERVAL_MS);
    expect(advance).toHaveBeenCalledTimes(3);
  });

  it('restarts the 5 s interval after a manual move', () => {
    const clock = fakeClock();
    const advance = jest.fn();
    const timer = createAutoAdvance(advance, clock);
    timer.start();
    clock.advanceBy(4000);
    timer.restart();
    clock.advanceBy(4000);
    expect(advance).not.toHaveBeenCalled();
    clock.advanceBy(1000);
    expect(advance).toHaveBeenCalledTimes(1);
    timer.stop();
    clock.advanceBy(20_000);
    expect(advance).toHaveBeenCalledTimes(1);
  });
});
