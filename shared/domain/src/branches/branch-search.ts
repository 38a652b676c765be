/**
 * SPEC §5 branch search and tag filter, SPEC §2 result counter.
 */
import type { Branch, Id, Tag } from '../catalogue/types';

type SearchableBranch = Pick<Branch, 'name' | 'street' | 'city' | 'zipCode' | 'keywords' | 'tags'>;

/** SPEC §5: terms split on commas and spaces. */
export function searchTerms(query: string): string[] {
  return query
    .toLowerCase()
    .split(/[\s,]+/)
    .filter((term) => term !== '');
}

/**
 * SPEC §5: a branch matches if any term is in name, street, city, zipCode,
 * keywords or a tag name, case-insensitive. An empty query matches all.
 */
export function branchMatchesSearch(
  branch: SearchableBranch,
  query: string,
  tags: readonly Tag[] = [],
): boolean {
  const terms = searchTerms(query);
  if (terms.length === 0) return true;
  const tagNames = branch.tags.map((ref) => tags.find((tag) => tag.id === ref.id)?.name);
  const haystacks = [branch.name, branch.street, branch.city, branch.zipCode, branch.keywords, ...tagNames]
    .filter((text): text is string => typeof text === 'string')
    .map((text) => text.toLowerCase());
  return terms.some((term) => haystacks.some((text) => text.includes(term)));
}

/** SPEC §5: a tag filter narrows further. */
export function branchHasTag(branch: Pick<Branch, 'tags'>, tagId: Id | null): boolean {
  return tagId === null || branch.tags.some((tag) => tag.id === tagId);
}

export function filterBranches<B extends SearchableBranch>(
  branches: readonly B[],
  criteria: { query?: string; tagId?: Id | null; tags?: readonly Tag[] },
): B[] {
  return branches.filter(
    (branch) =>
      branchMatchesSearch(branch, criteria.query ?? '', criteria.tags ?? []) &&
      branchHasTag(branch, criteria.tagId ?? null),
  );
}

/** SPEC §5: clicking the selected tag clears it; clicking another selects that one. */
export function toggleTag(selected: Id | null, clicked: Id): Id | null {
  return selected === clicked ? null : clicked;
}

/** SPEC §2: '{n} von {m} Filialen werden angezeigt.' or 'Leider wurden keine Ergebnisse gefunden.' */
export function branchCounterText(shown: number, total: number): string {
  return shown === 0
    ? 'Leider wurden keine Ergebnisse gefunden.'
    : `${shown} von ${total} Filialen werden angezeigt.`;
}
