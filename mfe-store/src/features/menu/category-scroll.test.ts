import { categoryScrollTop, currentGroupIndex } from './category-scroll';

describe('category bar (SPEC §9)', () => {
  it('scrolls 150 px above the group on desktop', () => {
    expect(categoryScrollTop(800, 200, 1280)).toBe(850);
  });

  it('scrolls 36% of the width above the group on narrow screens, never below 0', () => {
    expect(categoryScrollTop(500, 0, 400)).toBe(356);
    expect(categoryScrollTop(10, 0, 400)).toBe(0);
  });

  it('switches at the desktop breakpoint (1024 px): -150 px from 1024, -36% of the width below', () => {
    expect(categoryScrollTop(1000, 0, 1024)).toBe(850);
    expect(categoryScrollTop(1000, 0, 1023)).toBeCloseTo(1000 - 0.36 * 1023);
    expect(categoryScrollTop(1000, 300, 720)).toBeCloseTo(1300 - 0.36 * 720);
  });

  it('highlights the last group whose top passed 25% of the viewport height', () => {
    expect(currentGroupIndex([-400, 100, 250, 900], 800)).toBe(1);
    expect(currentGroupIndex([300, 900], 800)).toBe(0);
    expect(currentGroupIndex([199, 201], 800)).toBe(0);
    expect(currentGroupIndex([-10, 200], 800)).toBe(1);
  });
});
