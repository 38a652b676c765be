/** The small pieces every field input is made of (FieldFrame puts label, hint and error together). */
import { styled } from '@theke/ui';

export const FieldBox = styled.div`
  display: flex;
  flex-direction: column;
  gap: 0.25rem;
  margin-bottom: 1rem;
  min-width: 0;
`;

export const FieldLabel = styled.label`
  font-weight: 600;
`;

export const Hint = styled.span`
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.875rem;
`;

export const ErrorText = styled.span`
  color: ${({ theme }) => theme.colors.danger};
  font-size: 0.875rem;
`;

export const control = `
  width: 100%;
  padding: 0.5rem 0.75rem;
  border: 1px solid;
  background: #fff;
  font: inherit;
`;

export const TextInput = styled.input<{ $invalid?: boolean }>`
  ${control}
  border-color: ${({ $invalid, theme }) => ($invalid ? theme.colors.danger : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radius};
  /* A colour picker's swatch collapses to a line with the text inputs' padding. */
  &[type='color'] {
    width: 5rem;
    height: 2.5rem;
    padding: 0.2rem;
    cursor: pointer;
  }
`;

export const TextArea = styled.textarea<{ $invalid?: boolean }>`
  ${control}
  min-height: 6rem;
  resize: vertical;
  border-color: ${({ $invalid, theme }) => ($invalid ? theme.colors.danger : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radius};
`;

export const SelectInput = styled.select<{ $invalid?: boolean }>`
  ${control}
  border-color: ${({ $invalid, theme }) => ($invalid ? theme.colors.danger : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radius};
`;

export const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem;
`;

/** The id of a field's label: a control that is no form element (the rich-text editor) names itself by it. */
export const labelIdOf = (controlId: string): string => `${controlId}-label`;
