import '../texts';
import { Suspense } from 'react';
import { lazyPart, Loader, styled, useBranches, useConfig, useDivisions } from '@theke/ui';
import { BranchList } from '../features/branches';
import { loadHomePage, showsHomePage } from '../features/home';

// Only shops with the home-page plugin and a single branch download the home page (and its map).
const HomePage = lazyPart('mfe_store/HomePage', loadHomePage);

const Intro = styled.header`
  margin: 1rem 0 2rem;
  h1 {
    margin: 0 0 0.5rem;
  }
`;

/** SPEC §2 `/`: the division page listing branches, or the home page with the home-page plugin and exactly one branch. */
export default function DivisionPage() {
  const { data: config } = useConfig();
  const { data: divisions = [] } = useDivisions();
  const { data: branches = [] } = useBranches();
  const division = divisions[0];
  const single = showsHomePage(config?.enablePluginHomePage, branches) ? branches[0] : undefined;
  return (
    <>
      <Intro>
        <h1>{division?.title || config?.title || config?.shopName}</h1>
        {division?.description || config?.description ? <p>{division?.description || config?.description}</p> : null}
      </Intro>
      {single ? (
        <Suspense fallback={<Loader />}>
          <HomePage branch={single} />
        </Suspense>
      ) : (
        <BranchList />
      )}
    </>
  );
}
