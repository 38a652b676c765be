import { useEffect, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import styled from 'styled-components';

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: 1000;
  display: flex;
  align-items: center;
  justify-content: center;
  padding: 1rem;
  background: rgba(0, 0, 0, 0.6);
`;

const Panel = styled.div`
  position: relative;
  max-width: 40rem;
  width: 100%;
  max-height: 90vh;
  overflow: auto;
  padding: 1.5rem;
  background: ${({ theme }) => theme.colors.background};
  border-radius: ${({ theme }) => theme.radius};
`;

interface OverlayProps {
  onClose: () => void;
  label: string;
  children: ReactNode;
  /** Close when the backdrop is clicked (default true). */
  closeOnBackdrop?: boolean;
}

/** A modal overlay in a portal; Escape and (by default) a click outside close it. */
export function Overlay({ onClose, label, children, closeOnBackdrop = true }: OverlayProps) {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [onClose]);

  // A server-rendered first screen has no document: overlays open in the browser only.
  if (typeof document === 'undefined') return null;
  return createPortal(
    <Backdrop onClick={closeOnBackdrop ? onClose : undefined} data-testid="overlay-backdrop">
      <Panel role="dialog" aria-modal="true" aria-label={label} onClick={(event) => event.stopPropagation()}>
        {children}
      </Panel>
    </Backdrop>,
    document.body,
  );
}
