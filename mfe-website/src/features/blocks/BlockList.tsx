import { styled, type SiteContentEntry } from '@theke/ui';
import { richText } from './rich-text';

const Html = styled.div`
  line-height: 1.6;
`;

/**
 * Renders a page's body blocks. The foundation knows the rich-text kinds; the company-website
 * feature adds the other SPEC §2 blocks (heroes, teasers, sliders, forms, ...) here.
 */
export function BlockList({ blocks }: { blocks: readonly SiteContentEntry[] }) {
  return (
    <>
      {blocks.map((block, index) => {
        const html = richText(block);
        // Staff-authored rich text from the back-office editor.
        return html === null ? null : <Html key={index} dangerouslySetInnerHTML={{ __html: html }} />;
      })}
    </>
  );
}
