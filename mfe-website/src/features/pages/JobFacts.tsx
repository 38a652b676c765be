import { styled, useTranslation, type Site } from '@theke/ui';

const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: 0.25rem 1rem;
  dt {
    font-weight: 600;
  }
  dd {
    margin: 0;
  }
`;

/** SPEC §2 job page: workload as 'Beschäftigung', start as 'Beginn', place as 'Ort'. */
export function JobFacts({ site }: { site: Site }) {
  const { t } = useTranslation();
  const content = site.content ?? {};
  const facts = [
    ['job.workload', content.workload],
    ['job.start', content.start],
    ['job.place', content.place],
  ] as const;
  return (
    <Facts>
      {facts.map(([key, value]) =>
        typeof value === 'string' && value ? (
          <div key={key} style={{ display: 'contents' }}>
            <dt>{t(key)}</dt>
            <dd>{value}</dd>
          </div>
        ) : null,
      )}
    </Facts>
  );
}
