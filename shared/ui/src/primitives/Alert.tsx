import type { ReactNode } from 'react';
import styled from 'styled-components';

export type AlertVariant = 'success' | 'warning' | 'danger' | 'info';

const Box = styled.div<{ $variant: AlertVariant }>`
  display: flex;
  gap: 1rem;
  align-items: center;
  justify-content: space-between;
  padding: 0.75rem 1rem;
  margin: 0.5rem 0;
  border-left: 4px solid ${({ theme, $variant }) => theme.colors[$variant]};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
`;

interface AlertProps {
  variant?: AlertVariant;
  title?: ReactNode;
  children?: ReactNode;
  action?: ReactNode;
}

export function Alert({ variant = 'info', title, children, action }: AlertProps) {
  return (
    <Box $variant={variant} role={variant === 'danger' || variant === 'warning' ? 'alert' : 'status'}>
      <div>
        {title ? <strong>{title}</strong> : null}
        {title && children ? <br /> : null}
        {children}
      </div>
      {action}
    </Box>
  );
}
