/**
 * A navigation's item tree as the editor holds it: a flat list in reading order where each row
 * has a depth (the shape dnd-kit's sortable tree drags, and what indent/outdent change). A row and
 * the rows below it with a greater depth are its subtree; moves always carry the whole subtree.
 * Pure functions, no React: the screen renders rows and calls these.
 */
import type { NavigationItem, NavigationItemType } from '@theke/contracts';

export interface TreeRow {
  /** Stable key of the row while the editor is open (dnd-kit's id, React's key). */
  key: string;
  depth: number;
  type: NavigationItemType;
  label: string;
  target: number | string | null;
  isEnabled: boolean;
}

export type Tree = readonly TreeRow[];

let nextKey = 0;
const newKey = (): string => `item-${(nextKey += 1)}`;

/** The rows of stored items, depth-first. */
export function rowsOf(items: readonly NavigationItem[], depth = 0): TreeRow[] {
  return items.flatMap((item) => [
    { key: newKey(), depth, type: item.type, label: item.label, target: item.target ?? null, isEnabled: item.isEnabled !== false },
    ...rowsOf(item.children ?? [], depth + 1),
  ]);
}

/** The items to store: each row becomes a child of the nearest row above it with a smaller depth. */
export function itemsOf(rows: Tree): NavigationItem[] {
  const roots: NavigationItem[] = [];
  const open: { depth: number; children: NavigationItem[] }[] = [{ depth: -1, children: roots }];
  for (const row of rows) {
    while ((open[open.length - 1]?.depth ?? -1) >= row.depth) open.pop();
    const item: NavigationItem = { type: row.type, label: row.label, target: row.target, isEnabled: row.isEnabled, children: [] };
    (open[open.length - 1] ?? { children: roots }).children.push(item);
    open.push({ depth: row.depth, children: item.children });
  }
  return roots;
}

/**
 * The server's dotted path of each row (`items.1.children.0`), so a 422 on
 * `items.1.children.0.label` reaches its row.
 */
export function itemPaths(rows: Tree): string[] {
  const counters: number[] = [];
  const trail: string[] = [];
  return rows.map((row) => {
    counters.length = row.depth + 1;
    counters[row.depth] = (counters[row.depth] ?? -1) + 1;
    trail.length = row.depth;
    const path = row.depth === 0 ? `items.${counters[0]}` : `${trail[row.depth - 1]}.children.${counters[row.depth]}`;
    trail[row.depth] = path;
    return path;
  });
}

/** Index just past the subtree of the row at `index`. */
export function subtreeEnd(rows: Tree, index: number): number {
  const depth = rows[index]?.depth ?? 0;
  let end = index + 1;
  while (end < rows.length && (rows[end]?.depth ?? 0) > depth) end += 1;
  return end;
}

const indexOf = (rows: Tree, key: string): number => rows.findIndex((row) => row.key === key);

/** Keys of the rows below the row (its descendants), which travel with it. */
export function descendantKeys(rows: Tree, key: string): string[] {
  const index = indexOf(rows, key);
  return index < 0 ? [] : rows.slice(index + 1, subtreeEnd(rows, index)).map((row) => row.key);
}

export function addRow(rows: Tree, row: Omit<TreeRow, 'key' | 'depth'>, depth = 0): TreeRow[] {
  return [...rows, { ...row, key: newKey(), depth }];
}

/** Inserts copies of stored items (a pasted item with its children) at the end, at depth 0. */
export function addItems(rows: Tree, items: readonly NavigationItem[]): TreeRow[] {
  return [...rows, ...rowsOf(items)];
}

export function changeRow(rows: Tree, key: string, change: Partial<Omit<TreeRow, 'key' | 'depth'>>): TreeRow[] {
  return rows.map((row) => (row.key === key ? { ...row, ...change } : row));
}

/** Removes the row with everything below it. */
export function removeRow(rows: Tree, key: string): TreeRow[] {
  const index = indexOf(rows, key);
  if (index < 0) return [...rows];
  return [...rows.slice(0, index), ...rows.slice(subtreeEnd(rows, index))];
}

/** The stored item of one row, with its children (what the clipboard copies). */
export function itemOf(rows: Tree, key: string): NavigationItem | null {
  const index = indexOf(rows, key);
  if (index < 0) return null;
  const depth = rows[index]?.depth ?? 0;
  const subtree = rows.slice(index, subtreeEnd(rows, index)).map((row) => ({ ...row, depth: row.depth - depth }));
  return itemsOf(subtree)[0] ?? null;
}

/** The previous sibling's index (same depth, same parent), or -1. */
function previousSibling(rows: Tree, index: number): number {
  const depth = rows[index]?.depth ?? 0;
  for (let at = index - 1; at >= 0; at -= 1) {
    const candidate = rows[at]?.depth ?? 0;
    if (candidate === depth) return at;
    if (candidate < depth) return -1;
  }
  return -1;
}

/** The next sibling's index, or -1. */
function nextSibling(rows: Tree, index: number): number {
  const end = subtreeEnd(rows, index);
  return end < rows.length && rows[end]?.depth === rows[index]?.depth ? end : -1;
}

const shifted = (block: readonly TreeRow[], by: number): TreeRow[] => block.map((row) => ({ ...row, depth: row.depth + by }));

export const canMoveUp = (rows: Tree, key: string): boolean => previousSibling(rows, indexOf(rows, key)) >= 0;
export const canMoveDown = (rows: Tree, key: string): boolean => nextSibling(rows, indexOf(rows, key)) >= 0;
/** Indenting makes the row the last child of its previous sibling. */
export const canIndent = canMoveUp;
export const canOutdent = (rows: Tree, key: string): boolean => (rows[indexOf(rows, key)]?.depth ?? 0) > 0;

/** Swaps the row (with its subtree) with its previous sibling. */
export function moveUp(rows: Tree, key: string): TreeRow[] {
  const index = indexOf(rows, key);
  const before = previousSibling(rows, index);
  if (before < 0) return [...rows];
  const end = subtreeEnd(rows, index);
  return [...rows.slice(0, before), ...rows.slice(index, end), ...rows.slice(before, index), ...rows.slice(end)];
}

/** Swaps the row (with its subtree) with its next sibling. */
export function moveDown(rows: Tree, key: string): TreeRow[] {
  const next = nextSibling(rows, indexOf(rows, key));
  return next < 0 ? [...rows] : moveUp(rows, rows[next]?.key ?? '');
}

/** The row becomes the last child of its previous sibling. */
export function indent(rows: Tree, key: string): TreeRow[] {
  const index = indexOf(rows, key);
  if (previousSibling(rows, index) < 0) return [...rows];
  const end = subtreeEnd(rows, index);
  return [...rows.slice(0, index), ...shifted(rows.slice(index, end), 1), ...rows.slice(end)];
}

/** The row becomes the next sibling of its parent (after the parent's other children, as WordPress does). */
export function outdent(rows: Tree, key: string): TreeRow[] {
  const index = indexOf(rows, key);
  const depth = rows[index]?.depth ?? 0;
  if (index < 0 || depth === 0) return [...rows];
  let parent = index - 1;
  while (parent >= 0 && (rows[parent]?.depth ?? 0) >= depth) parent -= 1;
  const end = subtreeEnd(rows, index);
  const block = shifted(rows.slice(index, end), -1);
  const rest = [...rows.slice(0, index), ...rows.slice(end)];
  const parentEnd = subtreeEnd(rest, parent);
  return [...rest.slice(0, parentEnd), ...block, ...rest.slice(parentEnd)];
}

/** One indentation step of the drag, in pixels: a pointer moved this far right nests one level deeper. */
export const INDENT_PX = 28;

/**
 * Where a dragged row lands (dnd-kit's sortable-tree projection): at the place of the row it is
 * over, at the depth the horizontal offset asks for, kept between what the rows around it allow
 * (at most one deeper than the row above, at least as deep as the row below).
 */
export function projectDrop(rows: Tree, activeKey: string, overKey: string, offsetX: number): { index: number; depth: number } | null {
  const from = indexOf(rows, activeKey);
  if (from < 0) return null;
  const moving = new Set([activeKey, ...descendantKeys(rows, activeKey)]);
  const others = rows.filter((row) => !moving.has(row.key));
  const overIndex = overKey === activeKey ? from : indexOf(rows, overKey);
  if (overIndex < 0) return null;
  // The slot among the other rows: before the row it is over when moving up, after it when moving down.
  const overAmongOthers = others.findIndex((row) => row.key === overKey);
  const index = overKey === activeKey ? rows.slice(0, from).filter((row) => !moving.has(row.key)).length : overIndex < from ? overAmongOthers : overAmongOthers + 1;
  const above = others[index - 1];
  const below = others[index];
  const wanted = (rows[from]?.depth ?? 0) + Math.round(offsetX / INDENT_PX);
  const maxDepth = above ? above.depth + 1 : 0;
  const minDepth = below ? below.depth : 0;
  return { index, depth: Math.max(minDepth, Math.min(maxDepth, wanted)) };
}

/** Moves the dragged row with its subtree to the projected place and depth. */
export function applyDrop(rows: Tree, activeKey: string, overKey: string | null, offsetX: number): TreeRow[] {
  if (overKey === null) return [...rows];
  const projection = projectDrop(rows, activeKey, overKey, offsetX);
  if (!projection) return [...rows];
  const from = indexOf(rows, activeKey);
  const end = subtreeEnd(rows, from);
  const block = shifted(rows.slice(from, end), projection.depth - (rows[from]?.depth ?? 0));
  const others = [...rows.slice(0, from), ...rows.slice(end)];
  return [...others.slice(0, projection.index), ...block, ...others.slice(projection.index)];
}
