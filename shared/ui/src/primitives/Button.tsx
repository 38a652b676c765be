import styled, { css } from 'styled-components';

export type ButtonVariant = 'primary' | 'secondary' | 'link';

const variants = {
  primary: css`
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.inverse};
    border-color: ${({ theme }) => theme.colors.primary};
  `,
  secondary: css`
    background: transparent;
    color: ${({ theme }) => theme.colors.primary};
    border-color: ${({ theme }) => theme.colors.primary};
  `,
  link: css`
    background: none;
    border-color: transparent;
    color: inherit;
    font-weight: inherit;
    text-decoration: underline;
    padding: 0;
  `,
};

export const Button = styled.button.attrs<{ type?: 'button' | 'submit' | 'reset' }>((props) => ({
  type: props.type ?? 'button',
}))<{ $variant?: ButtonVariant; $block?: boolean }>`
  display: ${({ $block }) => ($block ? 'flex' : 'inline-flex')};
  width: ${({ $block }) => ($block ? '100%' : 'auto')};
  align-items: center;
  justify-content: center;
  gap: 0.5rem;
  padding: 0.5rem 1rem;
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radius};
  font-weight: 600;
  cursor: pointer;
  ${({ $variant = 'primary' }) => variants[$variant]}
  &:disabled {
    opacity: 0.5;
    cursor: not-allowed;
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.info};
    outline-offset: 2px;
  }
`;
