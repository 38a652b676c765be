import { useId, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes } from 'react';
import styled from 'styled-components';

const FieldWrapper = styled.div`
  display: flex;
  flex-direction: column;
  gap: 0.25rem;
  margin-bottom: 1rem;
`;

const Label = styled.label`
  font-weight: 600;
`;

const controlStyle = `
  width: 100%;
  padding: 0.5rem 0.75rem;
  border: 1px solid;
  background: #fff;
`;

const StyledInput = styled.input<{ $invalid: boolean }>`
  ${controlStyle}
  border-color: ${({ $invalid, theme }) => ($invalid ? theme.colors.danger : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radius};
`;

const StyledSelect = styled.select<{ $invalid: boolean }>`
  ${controlStyle}
  border-color: ${({ $invalid, theme }) => ($invalid ? theme.colors.danger : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radius};
`;

const ErrorText = styled.span`
  color: ${({ theme }) => theme.colors.danger};
  font-size: 0.875rem;
`;

interface FieldProps {
  label: ReactNode;
  error?: string | null;
}

export function Input({ label, error, id, ...input }: FieldProps & InputHTMLAttributes<HTMLInputElement>) {
  const generated = useId();
  const inputId = id ?? generated;
  return (
    <FieldWrapper>
      <Label htmlFor={inputId}>{label}</Label>
      <StyledInput id={inputId} $invalid={Boolean(error)} aria-invalid={Boolean(error)} {...input} />
      {error ? <ErrorText role="alert">{error}</ErrorText> : null}
    </FieldWrapper>
  );
}

export interface SelectOption {
  value: string;
  label: string;
}

export function Select({
  label,
  error,
  id,
  options,
  ...select
}: FieldProps & { options: SelectOption[] } & SelectHTMLAttributes<HTMLSelectElement>) {
  const generated = useId();
  const selectId = id ?? generated;
  return (
    <FieldWrapper>
      <Label htmlFor={selectId}>{label}</Label>
      <StyledSelect id={selectId} $invalid={Boolean(error)} aria-invalid={Boolean(error)} {...select}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </StyledSelect>
      {error ? <ErrorText role="alert">{error}</ErrorText> : null}
    </FieldWrapper>
  );
}

const CheckboxLabel = styled.label<{ $invalid: boolean }>`
  display: flex;
  gap: 0.5rem;
  align-items: flex-start;
  margin-bottom: 1rem;
  color: ${({ $invalid, theme }) => ($invalid ? theme.colors.danger : 'inherit')};
  input {
    margin-top: 0.3rem;
  }
`;

export function Checkbox({
  label,
  error,
  ...input
}: FieldProps & Omit<InputHTMLAttributes<HTMLInputElement>, 'type'>) {
  return (
    <CheckboxLabel $invalid={Boolean(error)}>
      <input type="checkbox" aria-invalid={Boolean(error)} {...input} />
      <span>
        {label}
        {error ? <ErrorText role="alert"> {error}</ErrorText> : null}
      </span>
    </CheckboxLabel>
  );
}
