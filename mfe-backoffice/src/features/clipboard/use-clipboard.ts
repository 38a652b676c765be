/** The clipboard of one kind as a hook: kept in step across the screens and tabs that show it. */
import { useCallback, useSyncExternalStore } from 'react';
import { clipboardKey, readClipboard, writeClipboard, type ClipboardContext, type ClipboardItem, type ClipboardKind } from './clipboard-store';

const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  // A copy in another tab.
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

/** The stored text per kind, so a snapshot is the same object until the item changes. */
const snapshots = new Map<ClipboardKind, { raw: string | null; item: ClipboardItem | null }>();

function snapshot(kind: ClipboardKind): ClipboardItem | null {
  const raw = window.localStorage.getItem(clipboardKey(kind));
  const cached = snapshots.get(kind);
  if (cached && cached.raw === raw) return cached.item;
  const item = readClipboard(window.localStorage, kind);
  snapshots.set(kind, { raw, item });
  return item;
}

export interface Clipboard<V> {
  /** The item of this kind, or null. */
  item: ClipboardItem<V> | null;
  copy(value: V, context: Omit<ClipboardContext, 'kind'>): void;
  /** Something of this kind is there to paste. */
  canPaste: boolean;
}

/**
 * `useClipboard('site-block')`: the copied item of that kind and `copy(value, {from, label})`.
 * Each kind has its own item, so copying a navigation item leaves a copied block in place.
 */
export function useClipboard<V = unknown>(kind: ClipboardKind): Clipboard<V> {
  const item = useSyncExternalStore(subscribe, () => snapshot(kind), () => null) as ClipboardItem<V> | null;
  const copy = useCallback(
    (value: V, context: Omit<ClipboardContext, 'kind'>) => {
      writeClipboard(window.localStorage, kind, value, context);
      for (const listener of listeners) listener();
    },
    [kind],
  );
  return { item, copy, canPaste: item !== null };
}
