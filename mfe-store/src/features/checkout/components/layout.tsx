import type { ReactNode } from 'react';
import { styled, useTranslation } from '@theke/ui';

const Box = styled.section`
  margin: 0 0 1.5rem;
  padding: 1rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  h2 {
    margin: 0 0 1rem;
    font-size: 1.15rem;
  }
`;

/** One numbered part of the checkout (SPEC §2 checkout sections). */
export function CheckoutSection({ title, testId, children }: { title: ReactNode; testId: string; children: ReactNode }) {
  return (
    <Box data-testid={testId}>
      <h2>{title}</h2>
      {children}
    </Box>
  );
}

export const Row = styled.div`
  display: grid;
  gap: 0 0.75rem;
  grid-template-columns: repeat(auto-fit, minmax(9rem, 1fr));
`;

const Marker = styled.abbr`
  margin-left: 0.25rem;
  color: ${({ theme }) => theme.colors.danger};
  text-decoration: none;
`;

/** A field label, with the required marker of SPEC §5 ('First and last name inputs are marked required'). */
export function FieldLabel({ text, required }: { text: string; required: boolean }) {
  const { t } = useTranslation();
  return (
    <>
      {text}
      {required ? <Marker title={t('checkout.required')}>*</Marker> : null}
    </>
  );
}

export const Note = styled.p<{ $tone?: 'danger' | 'warning' }>`
  margin: 0.5rem 0;
  color: ${({ theme, $tone }) => ($tone ? theme.colors[$tone] : theme.colors.muted)};
`;

export const Choices = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
`;
