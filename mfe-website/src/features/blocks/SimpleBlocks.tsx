import { styled, useSites, useTranslation, type SiteContentEntry } from '@theke/ui';
import { ContentLink, linkTarget } from '../links';
import { Picture } from '../media';
import { background, image, list, text, valueOf } from './block-values';
import { Html, Section } from './Section';

const Figure = styled.figure`
  margin: 0;
  figcaption {
    margin-top: 0.5rem;
    color: ${({ theme }) => theme.colors.muted};
    font-size: 0.875rem;
  }
`;

/** SPEC §2 image: responsive sizes from the media variants, loaded lazily. */
export function ImageBlock({ block }: { block: SiteContentEntry }) {
  const value = valueOf(block);
  const picture = image(value);
  if (!picture) return null;
  return (
    <Section testId="image">
      <Figure>
        <Picture image={picture} sizes="(min-width: 1200px) 1200px, 100vw" />
        {text(value, 'caption') ? <figcaption>{text(value, 'caption')}</figcaption> : null}
      </Figure>
    </Section>
  );
}

const LinkList = styled.ul`
  list-style: none;
  padding: 0;
  margin: 0;
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem 1.5rem;
  a {
    display: inline-block;
    padding: 0.25rem 0;
    font-weight: 600;
  }
`;

/** SPEC §2 links: site page, external (self or blank), e-mail, phone, uploaded file. */
export function LinkItems({ links }: { links: Array<Record<string, unknown>> }) {
  const { data: sites = [] } = useSites();
  const resolved = links.flatMap((link) => {
    const target = linkTarget(link, sites);
    return target ? [target] : [];
  });
  if (resolved.length === 0) return null;
  return (
    <LinkList>
      {resolved.map((link, index) => (
        <li key={index}>
          <ContentLink link={link} />
        </li>
      ))}
    </LinkList>
  );
}

export function LinksBlock({ block }: { block: SiteContentEntry }) {
  const value = valueOf(block);
  return (
    <Section testId="links" title={text(value, 'title')} background={background(value)}>
      <LinkItems links={list(value, 'links')} />
    </Section>
  );
}

const Hr = styled.hr<{ $orange: boolean }>`
  border: 0;
  height: 3px;
  margin: 0 0 2rem;
  background: ${({ $orange, theme }) => ($orange ? '#e8730c' : theme.colors.border)};
`;

/** SPEC §3: line select option orange. */
export function LineBlock({ block }: { block: SiteContentEntry }) {
  return <Hr data-testid="line" $orange={valueOf(block).color === 'orange'} />;
}

const Jobs = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 0.75rem;
  li a {
    display: block;
    padding: 1rem;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius};
    color: inherit;
    text-decoration: none;
  }
  li a:hover,
  li a:focus-visible {
    border-color: ${({ theme }) => theme.colors.primary};
  }
  strong {
    display: block;
    font-size: 1.125rem;
    text-decoration: underline;
  }
  span {
    color: ${({ theme }) => theme.colors.muted};
  }
`;

/** SPEC §2 career section: the public job pages with place, workload and name, each linking to its page. */
export function CareerSection({ block }: { block: SiteContentEntry }) {
  const { t } = useTranslation();
  const { data: sites = [] } = useSites();
  const value = valueOf(block);
  const jobs = sites.filter((site) => site.type === 'job' && site.isPublic);
  return (
    <Section testId="career-section" title={text(value, 'title')} background={background(value)}>
      <Html html={text(value, 'text')} />
      {jobs.length === 0 ? (
        <p>{t('website.career.none')}</p>
      ) : (
        <Jobs>
          {jobs.map((job) => {
            const content = job.content ?? {};
            const facts = [content.place, content.workload].filter((fact): fact is string => typeof fact === 'string' && fact !== '');
            return (
              <li key={job.id}>
                <ContentLink link={{ href: job.path, label: job.name, internal: true }}>
                  <span>{facts.join(' · ')}</span>
                  <strong>{job.name}</strong>
                </ContentLink>
              </li>
            );
          })}
        </Jobs>
      )}
    </Section>
  );
}
