import { NotFoundView, styled, useBranches, useParams, useTranslation } from '@theke/ui';

const Heading = styled.header`
  margin: 1rem 0;
`;

/** SPEC §2 `/store/{branchIdentifier}`: the branch menu page (menu, cart and overlay come with the storefront feature). */
export default function StorePage() {
  const { t } = useTranslation();
  const { branchIdentifier } = useParams();
  const { data: branches = [] } = useBranches();
  const branch = branches.find((candidate) => candidate.identifier === branchIdentifier);
  if (!branch) return <NotFoundView />;
  return (
    <section data-testid="store-page">
      <Heading>
        <h1>{branch.name}</h1>
        {branch.description ? <p>{branch.description}</p> : null}
      </Heading>
      <p>{t('cart.empty')}</p>
    </section>
  );
}
