import type { SiteContentEntry } from '@theke/ui';

const RICH_TEXT_TYPES = new Set(['wysiwyg', 'text']);

/** A rich-text block's HTML: the value itself or its `text` field. */
export function richText(block: SiteContentEntry): string | null {
  if (!RICH_TEXT_TYPES.has(block.type)) return null;
  if (typeof block.value === 'string') return block.value;
  if (block.value && typeof block.value === 'object' && 'text' in block.value && typeof block.value.text === 'string') {
    return block.value.text;
  }
  return null;
}
