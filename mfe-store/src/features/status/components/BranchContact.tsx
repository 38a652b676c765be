import type { Branch } from '@theke/domain';
import { styled, useTranslation } from '@theke/ui';

const Box = styled.address`
  margin: 1.5rem 0;
  font-style: normal;
  line-height: 1.6;
  h2 {
    font-size: 1.15rem;
    margin: 0 0 0.5rem;
  }
`;

/** SPEC §2: the branch's contact details on the status page. */
export function BranchContact({ branch }: { branch: Branch }) {
  const { t } = useTranslation();
  return (
    <Box data-testid="status-branch-contact">
      <h2>{t('status.contact')}</h2>
      <strong>{branch.name}</strong>
      <br />
      {branch.street}
      <br />
      {branch.zipCode} {branch.city}
      {branch.phone ? (
        <>
          <br />
          <a href={`tel:${branch.phone.replace(/\s+/g, '')}`}>{branch.phone}</a>
        </>
      ) : null}
      {branch.email ? (
        <>
          <br />
          <a href={`mailto:${branch.email}`}>{branch.email}</a>
        </>
      ) : null}
    </Box>
  );
}
