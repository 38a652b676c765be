import { storeBranchId } from './use-pageview-tracking';

const BRANCHES = [
  { id: 1, identifier: 'wien-mariahilf' },
  { id: 2, identifier: 'graz' },
];

describe('page views name the branch of a store page', () => {
  it('finds the branch of /store/{identifier} and its checkout', () => {
    expect(storeBranchId('/store/graz', BRANCHES)).toBe(2);
    expect(storeBranchId('/store/wien-mariahilf/checkout', BRANCHES)).toBe(1);
  });

  it('names none elsewhere, for an unknown branch or before the branches are known', () => {
    expect(storeBranchId('/leistungen', BRANCHES)).toBeUndefined();
    expect(storeBranchId('/store/linz', BRANCHES)).toBeUndefined();
    expect(storeBranchId('/store/graz', undefined)).toBeUndefined();
  });
});
