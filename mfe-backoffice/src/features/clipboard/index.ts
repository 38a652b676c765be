/** The back-office clipboard (issue 20): blocks, sections of blocks and navigation items with their context. */
export { useClipboard, type Clipboard } from './use-clipboard';
export { clipboardKey, readClipboard, writeClipboard, CLIPBOARD_KINDS, type ClipboardContext, type ClipboardItem, type ClipboardKind } from './clipboard-store';
export { ClipboardNote } from './ClipboardNote';
