/**
 * What changed between two states of a page, readable (issue 20: "a version can be compared"):
 * the page's fields with their old and new values, and its blocks as added, removed, changed or
 * moved, named by their block type's German label. Plain data; the versions screen words it.
 */

export interface BodyEntry {
  type: string;
  value: unknown;
}

export interface SiteState {
  [field: string]: unknown;
  content?: { body?: readonly BodyEntry[]; [field: string]: unknown } | null;
}

export interface LabelledField {
  name: string;
  label: string;
  options?: readonly { value: string; label: string }[];
}

export type SiteChange =
  | { kind: 'field'; label: string; before: unknown; after: unknown }
  | { kind: 'blockAdded'; position: number; label: string }
  | { kind: 'blockRemoved'; label: string }
  | { kind: 'blockChanged'; position: number; label: string }
  | { kind: 'blocksMoved' };

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** A stored value as the screen shows it: an option's label instead of its value. */
function shown(field: LabelledField, value: unknown): unknown {
  return field.options?.find((option) => option.value === value)?.label ?? value;
}

function fieldChanges(fields: readonly LabelledField[], before: Record<string, unknown>, after: Record<string, unknown>): SiteChange[] {
  return fields
    .filter((field) => !same(before[field.name], after[field.name]))
    .map((field) => ({ kind: 'field', label: field.label, before: shown(field, before[field.name]), after: shown(field, after[field.name]) }));
}

/**
 * Blocks are matched identical first (a moved block is not a change), then by type in order (an
 * edited block), and what is left was added or removed.
 */
function blockChanges(before: readonly BodyEntry[], after: readonly BodyEntry[], labelOf: (type: string) => string): SiteChange[] {
  const matchOf = new Map<number, number>();
  const taken = new Set<number>();
  const match = (accepts: (old: BodyEntry, now: BodyEntry) => boolean) =>
    after.forEach((now, index) => {
      if (matchOf.has(index)) return;
      const found = before.findIndex((old, at) => !taken.has(at) && accepts(old, now));
      if (found < 0) return;
      matchOf.set(index, found);
      taken.add(found);
    });
  match((old, now) => same(old, now));
  const identical = new Set(matchOf.keys());
  match((old, now) => old.type === now.type);

  const changes: SiteChange[] = [];
  after.forEach((now, index) => {
    const position = index + 1;
    if (!matchOf.has(index)) changes.push({ kind: 'blockAdded', position, label: labelOf(now.type) });
    else if (!identical.has(index)) changes.push({ kind: 'blockChanged', position, label: labelOf(now.type) });
  });
  before.forEach((old, at) => {
    if (!taken.has(at)) changes.push({ kind: 'blockRemoved', label: labelOf(old.type) });
  });
  const order = after.map((_, index) => matchOf.get(index)).filter((at): at is number => at !== undefined);
  if (order.some((at, index) => index > 0 && at < (order[index - 1] ?? 0))) changes.push({ kind: 'blocksMoved' });
  return changes;
}

/** The changes from `before` to `after`: page fields, then the job fields, then the blocks. */
export function siteChanges(
  before: SiteState,
  after: SiteState,
  fields: readonly LabelledField[],
  contentFields: readonly LabelledField[],
  labelOf: (type: string) => string,
): SiteChange[] {
  const beforeContent = before.content ?? {};
  const afterContent = after.content ?? {};
  return [
    ...fieldChanges(fields, before, after),
    ...fieldChanges(contentFields, beforeContent, afterContent),
    ...blockChanges(beforeContent.body ?? [], afterContent.body ?? [], labelOf),
  ];
}
