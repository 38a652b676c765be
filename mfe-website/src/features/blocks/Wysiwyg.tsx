import type { SiteContentEntry } from '@theke/ui';
import { text, valueOf } from './block-values';
import { Html, Section } from './Section';

/** SPEC §2 wysiwyg text: the page's main text, in the first chunk. */
export function WysiwygBlock({ block }: { block: SiteContentEntry }) {
  const html = typeof block.value === 'string' ? block.value : text(valueOf(block), 'text');
  return (
    <Section testId="wysiwyg">
      <Html html={html} />
    </Section>
  );
}

