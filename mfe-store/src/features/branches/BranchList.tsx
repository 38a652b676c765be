import { branchStateAt, DEFAULT_TIME_ZONE, styled, useBranches, useConfig, useTranslation } from '@theke/ui';
import { BranchCard } from './BranchCard';

const Grid = styled.div`
  display: grid;
  gap: 1rem;
  grid-template-columns: repeat(auto-fill, minmax(18rem, 1fr));
`;

/** SPEC §2 branch list (the full search and tag filter arrive with the storefront feature). */
export function BranchList() {
  const { t } = useTranslation();
  const { data: branches = [] } = useBranches();
  const { data: config } = useConfig();
  const timeZone = config?.timeZone || DEFAULT_TIME_ZONE;
  const now = new Date();
  return (
    <section>
      <p data-testid="branch-counter">{t('branchList.counter', { n: branches.length, m: branches.length })}</p>
      <Grid>
        {branches.map((branch) => (
          <BranchCard key={branch.id} branch={branch} state={branchStateAt(branch, now, timeZone)} timeZone={timeZone} />
        ))}
      </Grid>
    </section>
  );
}
