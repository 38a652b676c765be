import { styled, type SiteContentEntry } from '@theke/ui';
import { Picture } from '../media';
import { background, group, image, images, list, text, valueOf } from './block-values';
import { Html, Section } from './Section';
import { LinkItems } from './SimpleBlocks';

const Timeline = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0 0 0 1.5rem;
  border-left: 3px solid ${({ theme }) => theme.colors.border};
  > li {
    position: relative;
    margin-bottom: 1.5rem;
  }
  > li::before {
    content: '';
    position: absolute;
    left: calc(-1.5rem - 8px);
    top: 0.35rem;
    width: 13px;
    height: 13px;
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.primary};
  }
`;

const Year = styled.h3`
  margin: 0 0 0.25rem;
`;

const Gallery = styled.div`
  display: grid;
  gap: 0.5rem;
  grid-template-columns: repeat(auto-fill, minmax(10rem, 1fr));
  img {
    aspect-ratio: 4 / 3;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radius};
  }
`;

const Single = styled.div`
  max-width: 32rem;
  img {
    border-radius: ${({ theme }) => theme.radius};
  }
`;

/** SPEC §2 history section: per year an event (text, links, optional image) or an event collection (several images). */
export default function HistorySection({ block }: { block: SiteContentEntry }) {
  const value = valueOf(block);
  return (
    <Section testId="history-section" title={text(value, 'title')} background={background(value)}>
      <Timeline>
        {list(value, 'events').map((event, index) => {
          const description = group(event, 'description');
          const single = image(event);
          const several = images(event);
          return (
            <li key={index} data-testid="history-event">
              <Year>{text(event, 'year')}</Year>
              <Html html={text(description, 'text')} />
              <LinkItems links={list(description, 'links')} />
              {event.type === 'collection' || several.length > 0 ? (
                <Gallery>
                  {several.map((picture, position) => (
                    <Picture key={position} image={picture} sizes="(min-width: 720px) 33vw, 50vw" />
                  ))}
                </Gallery>
              ) : single ? (
                <Single>
                  <Picture image={single} sizes="(min-width: 720px) 32rem, 100vw" />
                </Single>
              ) : null}
            </li>
          );
        })}
      </Timeline>
    </Section>
  );
}
