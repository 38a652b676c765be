import type { ReactNode } from 'react';
import { styled } from '@theke/ui';

const Box = styled.section`
  min-width: 0;
  padding: 1rem 1.25rem;
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radius};
  h2 {
    margin: 0 0 0.75rem;
    font-size: 1.15rem;
  }
  ul {
    margin: 0;
    padding: 0;
    list-style: none;
  }
`;

/** One dashboard panel: a heading and its content, named by the heading for assistive technology. */
export function Panel({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Box aria-labelledby={`${id}-title`} data-testid={id}>
      <h2 id={`${id}-title`}>{title}</h2>
      {children}
    </Box>
  );
}

/** A muted line under a panel's list (totals, "all of them" links). */
export const Footer = styled.p`
  margin: 0.75rem 0 0;
`;
