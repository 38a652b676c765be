import type { ComponentType } from 'react';
import { lazyPart, styled, type SiteContentEntry } from '@theke/ui';
import { loadFormSection } from '../contact-form';
import { background, blocks, list, valueOf } from './block-values';
import { WysiwygBlock } from './Wysiwyg';

type BlockComponent = ComponentType<{ block: SiteContentEntry }>;
type BlockModule = Record<string, BlockComponent>;

/**
 * Blocks load on demand so the website route's first chunk stays small (ADR 0011 budget): the
 * common blocks share one chunk, heavier ones have their own. The page shows once every block it
 * needs is there (one Suspense boundary in SitePage: no layout shift from late blocks).
 */
function fromChunk(load: () => Promise<BlockModule>, name: string): BlockComponent {
  return lazyPart(`mfe_website/${name}`, () => load().then((module) => ({ default: module[name] as BlockComponent })));
}
const common = () => import(/* webpackChunkName: "blocks" */ './common-blocks');
const ServiceHero = fromChunk(common, 'ServiceHero');
const MapHero = fromChunk(common, 'MapHero');
const ImageSliderSection = fromChunk(common, 'ImageSliderSection');
const TeaserSection = fromChunk(common, 'TeaserSection');
const ContactSection = fromChunk(common, 'ContactSection');
const ContactPersonSection = fromChunk(common, 'ContactPersonSection');
const CareerSection = fromChunk(common, 'CareerSection');
const ImageBlock = fromChunk(common, 'ImageBlock');
const LinksBlock = fromChunk(common, 'LinksBlock');
const LineBlock = fromChunk(common, 'LineBlock');
const HistorySection = lazyPart('mfe_website/HistorySection', () => import(/* webpackChunkName: "history" */ './HistorySection'));
const VideoSection = lazyPart('mfe_website/VideoSection', () => import(/* webpackChunkName: "video" */ './VideoSection'));
const FormSection = lazyPart('mfe_website/FormSection', loadFormSection);

const Box = styled.div<{ $gray: boolean }>`
  margin: 0 0 2rem;
  padding: ${({ $gray }) => ($gray ? '1.5rem' : '0')};
  background: ${({ $gray, theme }) => ($gray ? theme.colors.surface : 'transparent')};
  border-radius: ${({ theme }) => theme.radius};
  > :last-child {
    margin-bottom: 0;
  }
`;

function Container({ block }: { block: SiteContentEntry }) {
  const value = valueOf(block);
  return (
    <Box data-testid="container" $gray={background(value) === 'gray'}>
      <BlockList blocks={blocks(value)} />
    </Box>
  );
}

const Grid = styled(Box)`
  display: grid;
  gap: 1.5rem;
  @media (min-width: 720px) {
    grid-template-columns: repeat(var(--columns), minmax(0, 1fr));
  }
`;

function Columns({ block }: { block: SiteContentEntry }) {
  const value = valueOf(block);
  const columns = list(value, 'columns');
  return (
    <Grid data-testid="columns" $gray={background(value) === 'gray'} style={{ ['--columns' as string]: String(columns.length || 1) }}>
      {columns.map((column, index) => (
        <div key={index} data-testid="column">
          <BlockList blocks={blocks(valueOf({ type: 'column', value: column.value ?? column }))} />
        </div>
      ))}
    </Grid>
  );
}

/** SPEC §2 content blocks by type; an unknown type renders nothing (new types may reach old bundles). */
const BLOCKS: Record<string, BlockComponent> = {
  'service-hero': ServiceHero,
  'map-hero': MapHero,
  wysiwyg: WysiwygBlock,
  text: WysiwygBlock,
  'image-slider-section': ImageSliderSection,
  'teaser-section': TeaserSection,
  'contact-section': ContactSection,
  'contact-person-section': ContactPersonSection,
  'form-section': FormSection,
  'career-section': CareerSection,
  image: ImageBlock,
  'history-section': HistorySection,
  links: LinksBlock,
  line: LineBlock,
  'video-section': VideoSection,
  container: Container,
  column: Container,
  columns: Columns,
};

export function BlockList({ blocks: entries }: { blocks: readonly SiteContentEntry[] }) {
  return (
    <>
      {entries.map((block, index) => {
        const Block = BLOCKS[block.type];
        return Block ? <Block key={index} block={block} /> : null;
      })}
    </>
  );
}
