import { useMemo, useState } from 'react';
import { filterBranches, toggleTag, type Id } from '@theke/domain';
import { branchStateAt, DEFAULT_TIME_ZONE, styled, useBranches, useConfig, useTranslation } from '@theke/ui';
import { useTags } from '../catalogue';
import { BranchCard } from './BranchCard';
import { TagTiles } from './TagTiles';

const Grid = styled.div`
  display: grid;
  gap: 1rem;
  grid-template-columns: repeat(auto-fill, minmax(18rem, 1fr));
`;

const Search = styled.input`
  width: 100%;
  max-width: 28rem;
  padding: 0.625rem 0.75rem;
  font: inherit;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
`;

/** Cards drawn before the fold on a phone and a desktop: their images load eagerly. */
const EAGER_CARDS = 3;

/** SPEC §2 branch list with the §5 search and tag filter. */
export function BranchList() {
  const { t } = useTranslation();
  const { data: branches = [] } = useBranches();
  const { data: tags = [] } = useTags();
  const { data: config } = useConfig();
  const [query, setQuery] = useState('');
  const [tagId, setTagId] = useState<Id | null>(null);
  const timeZone = config?.timeZone || DEFAULT_TIME_ZONE;
  const shown = useMemo(() => filterBranches(branches, { query, tagId, tags }), [branches, query, tagId, tags]);
  const usedTags = tags.filter((tag) => branches.some((branch) => branch.tags.some((ref) => ref.id === tag.id)));
  const now = new Date();
  return (
    <section>
      {config?.enablePluginSearch === false ? null : (
        <Search
          type="search"
          placeholder={t('branchList.searchPlaceholder')}
          aria-label={t('branchList.searchPlaceholder')}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          data-testid="branch-search"
        />
      )}
      {config?.enablePluginTags === false ? null : (
        <TagTiles tags={usedTags} selected={tagId} onToggle={(id) => setTagId((current) => toggleTag(current, id))} />
      )}
      <p data-testid="branch-counter" aria-live="polite">
        {shown.length === 0 ? t('branchList.noResults') : t('branchList.counter', { n: shown.length, m: branches.length })}
      </p>
      <Grid>
        {shown.map((branch, index) => (
          <BranchCard
            key={branch.id}
            branch={branch}
            state={branchStateAt(branch, now, timeZone)}
            timeZone={timeZone}
            eager={index < EAGER_CARDS}
          />
        ))}
      </Grid>
    </section>
  );
}
