import { categoryScrollTop, currentGroupIndex } from './category-scroll';

describe('category bar (SPEC §9)', () => {
  it('scrolls 150 px above the group on desktop', () => {
    expect(categoryScrollTop(800, 200, 1280)).toBe(850);
  });

  it('scrolls 36% of the width above the group on narrow screens, never below 0', () => {
    expect(categoryScrollTop(500, 0, 400)).toBe(356);
    expect(categoryScrollTop(10, 0, 400)).toBe(0);
  });

  it('highlights the last group whose top passed 25% of the viewport height', () => {
    expect(currentGroupIndex([-400, 100, 250, 900], 800)).toBe(1);
    expect(currentGroupIndex([300, 900], 800)).toBe(0);
    expect(currentGroupIndex([199, 201], 800)).toBe(0);
    expect(currentGroupIndex([-10, 200], 800)).toBe(1);
  });
});
