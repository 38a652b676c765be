import {
  branchCounterText,
  branchHasTag,
  branchMatchesSearch,
  filterBranches,
  searchTerms,
  toggleTag,
} from './branch-search';
import { makeBranch } from '../testing';

const tags = [
  { id: 1, name: 'Büroreinigung' },
  { id: 2, name: 'Fenster' },
];
const wien = makeBranch({ id: 1, name: 'Wien Mitte', city: 'Wien', zipCode: '1030', tags: [{ id: 1 }] });
const graz = makeBranch({
  id: 2,
  name: 'Graz Süd',
  street: 'Triester Straße 5',
  city: 'Graz',
  zipCode: '8020',
  keywords: 'Steiermark',
  tags: [{ id: 2 }],
});
const linz = makeBranch({ id: 3, name: 'Linz', street: null, city: 'Linz', zipCode: '4020', tags: [] });

describe('branch search (SPEC §5)', () => {
  it('splits terms on commas and spaces', () => {
    expect(searchTerms(' Wien, 8020  graz,,')).toEqual(['wien', '8020', 'graz']);
  });

  it('matches if any term is in name, street, city, zipCode, keywords or a tag name, case-insensitive', () => {
    expect(branchMatchesSearch(wien, 'WIEN')).toBe(true);
    expect(branchMatchesSearch(graz, 'triester')).toBe(true);
    expect(branchMatchesSearch(graz, '802')).toBe(true);
    expect(branchMatchesSearch(graz, 'steiermark')).toBe(true);
    expect(branchMatchesSearch(wien, 'büro', tags)).toBe(true);
    expect(branchMatchesSearch(wien, 'büro')).toBe(false);
    expect(branchMatchesSearch(linz, 'salzburg')).toBe(false);
    expect(filterBranches([wien, graz, linz], { query: 'linz, graz' })).toEqual([graz, linz]);
  });

  it('an empty query shows every branch', () => {
    expect(filterBranches([wien, graz, linz], {})).toHaveLength(3);
  });

  it('a tag filter narrows further', () => {
    expect(filterBranches([wien, graz, linz], { query: 'wien graz', tagId: 2, tags })).toEqual([graz]);
    expect(branchHasTag(linz, null)).toBe(true);
  });

  it('clicking the selected tag clears it', () => {
    expect(toggleTag(2, 2)).toBeNull();
    expect(toggleTag(1, 2)).toBe(2);
    expect(toggleTag(null, 1)).toBe(1);
  });

  it("counts '{n} von {m} Filialen werden angezeigt.' or 'Leider wurden keine Ergebnisse gefunden.'", () => {
    expect(branchCounterText(2, 5)).toBe('2 von 5 Filialen werden angezeigt.');
    expect(branchCounterText(0, 5)).toBe('Leider wurden keine Ergebnisse gefunden.');
  });
});
