import { styled, useConfig, useDivisions } from '@theke/ui';
import { BranchList } from '../features/branches/BranchList';

const Intro = styled.header`
  margin: 1rem 0 2rem;
  h1 {
    margin: 0 0 0.5rem;
  }
`;

/** SPEC §2 `/`: the division page listing branches (home page plugin: same entry point). */
export default function DivisionPage() {
  const { data: config } = useConfig();
  const { data: divisions = [] } = useDivisions();
  const division = divisions[0];
  return (
    <>
      <Intro>
        <h1>{division?.title || config?.title || config?.shopName}</h1>
        {division?.description || config?.description ? <p>{division?.description || config?.description}</p> : null}
      </Intro>
      <BranchList />
    </>
  );
}
