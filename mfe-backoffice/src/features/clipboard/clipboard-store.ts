/**
 * The back-office clipboard (SPEC §3 "Clipboard items have a context", issue 20): staff copy a
 * page block, a section of blocks or a navigation item and paste it elsewhere. One item per kind
 * is kept in localStorage, so it survives a reload and reaches the other tabs; an item pastes only
 * where its kind fits (a navigation item never lands in a page body).
 */

export const CLIPBOARD_KINDS = ['site-block', 'site-blocks', 'navigation-item'] as const;
export type ClipboardKind = (typeof CLIPBOARD_KINDS)[number];

/** Where an item was copied: what kind of thing, from where ('site:12', 'navigation:main'), its name. */
export interface ClipboardContext {
  kind: ClipboardKind;
  from: string;
  label: string;
}

export interface ClipboardItem<V = unknown> {
  kind: ClipboardKind;
  context: ClipboardContext;
  value: V;
  /** ISO instant of the copy. */
  copiedAt: string;
}

export type ClipboardStorage = Pick<Storage, 'getItem' | 'setItem'>;

export const clipboardKey = (kind: ClipboardKind) => `theke.clipboard.${kind}`;

function isItemOf(kind: ClipboardKind, parsed: unknown): parsed is ClipboardItem {
  if (typeof parsed !== 'object' || parsed === null) return false;
  const item = parsed as Partial<ClipboardItem>;
  return item.kind === kind && item.context?.kind === kind && typeof item.copiedAt === 'string' && 'value' in item;
}

/** The item of this kind, or null (nothing copied, or a stored value that is not an item of it). */
export function readClipboard(storage: ClipboardStorage, kind: ClipboardKind): ClipboardItem | null {
  const stored = storage.getItem(clipboardKey(kind));
  if (!stored) return null;
  try {
    const parsed: unknown = JSON.parse(stored);
    return isItemOf(kind, parsed) ? parsed : null;
  } catch {
    return null;
  }
}

/** Replaces the item of this kind; a value is copied deeply, so later edits of the source do not change it. */
export function writeClipboard<V>(
  storage: ClipboardStorage,
  kind: ClipboardKind,
  value: V,
  context: Omit<ClipboardContext, 'kind'>,
  now: Date = new Date(),
): ClipboardItem<V> {
  const item: ClipboardItem<V> = {
    kind,
    context: { kind, from: context.from, label: context.label },
    value: JSON.parse(JSON.stringify(value)) as V,
    copiedAt: now.toISOString(),
  };
  storage.setItem(clipboardKey(kind), JSON.stringify(item));
  return item;
}
