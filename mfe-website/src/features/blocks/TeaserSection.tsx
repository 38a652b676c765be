import { styled, useSites, type SiteContentEntry } from '@theke/ui';
import { ContentLink, linkTarget } from '../links';
import { Picture } from '../media';
import { background, group, image, list, text, valueOf } from './block-values';
import { Section } from './Section';

/** SPEC §9: teaser/mobile breakpoint 1120 px. */
const WIDE = '@media (min-width: 1121px)';

const Grid = styled.div`
  display: grid;
  gap: 1rem;
  grid-template-columns: repeat(auto-fill, minmax(15rem, 1fr));
`;

const Card = styled.article`
  position: relative;
  perspective: 60rem;
  ${WIDE} {
    min-height: 22rem;
  }
`;

const Faces = styled.div`
  position: relative;
  height: 100%;
  ${WIDE} {
    min-height: 22rem;
  }
  transition: transform 0.6s ease;
  transform-style: preserve-3d;
  ${WIDE} {
    ${Card}:hover &, ${Card}:focus-within & {
      transform: rotateY(180deg);
    }
  }
  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;

const Face = styled.div<{ $back?: boolean }>`
  position: relative;
  display: flex;
  ${WIDE} {
    position: absolute;
    inset: 0;
  }
  flex-direction: column;
  gap: 0.5rem;
  padding: 1rem;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radius};
  backface-visibility: hidden;
  color: ${({ $back }) => ($back ? '#fff' : 'inherit')};
  background: ${({ $back, theme }) => ($back ? theme.colors.secondary : theme.colors.surface)};
  transform: ${({ $back }) => ($back ? 'rotateY(180deg)' : 'none')};
  h3 {
    margin: 0;
  }
  img {
    border-radius: ${({ theme }) => theme.radius};
    aspect-ratio: 4 / 3;
    object-fit: cover;
  }
`;

/** Up to 1120 px the link is a separate link inside the card; wider, the card's back is the whole-card link. */
const NarrowLink = styled(ContentLink)`
  margin-top: auto;
  font-weight: 600;
  ${WIDE} {
    display: none;
  }
`;

const NarrowDescription = styled.p`
  margin: 0;
  ${WIDE} {
    display: none;
  }
`;

const WholeCardLink = styled(ContentLink)`
  position: absolute;
  inset: 0;
  display: flex;
  flex-direction: column;
  justify-content: center;
  gap: 1rem;
  padding: 1.5rem;
  color: inherit;
  text-decoration: none;
  span {
    font-weight: 700;
    text-decoration: underline;
  }
`;

const Back = styled(Face)`
  display: none;
  ${WIDE} {
    display: flex;
  }
`;

/** SPEC §2 teaser section: flip cards (name, image, description, link), flipping on hover or focus. */
export function TeaserSection({ block }: { block: SiteContentEntry }) {
  const { data: sites = [] } = useSites();
  const value = valueOf(block);
  return (
    <Section testId="teaser-section" title={text(value, 'title')} background={background(value)}>
      <Grid>
        {list(value, 'teasers').map((teaser, index) => {
          const link = linkTarget({ type: 'site', ...group(teaser, 'link') }, sites);
          const picture = image(teaser);
          return (
            <Card key={index} data-testid="teaser-card" aria-label={text(teaser, 'name')}>
              <Faces>
                <Face>
                  {picture ? <Picture image={picture} sizes="(min-width: 1121px) 25vw, 100vw" /> : null}
                  <h3>{text(teaser, 'name')}</h3>
                  <NarrowDescription>{text(teaser, 'description')}</NarrowDescription>
                  {link ? <NarrowLink link={link} /> : null}
                </Face>
                <Back $back>
                  {link ? (
                    <WholeCardLink link={link}>
                      <h3>{text(teaser, 'name')}</h3>
                      <p>{text(teaser, 'description')}</p>
                      <span>{link.label}</span>
                    </WholeCardLink>
                  ) : (
                    <>
                      <h3>{text(teaser, 'name')}</h3>
                      <p>{text(teaser, 'description')}</p>
                    </>
                  )}
                </Back>
              </Faces>
            </Card>
          );
        })}
      </Grid>
    </Section>
  );
}
