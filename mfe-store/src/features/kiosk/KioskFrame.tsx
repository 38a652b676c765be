import type { MouseEvent, ReactNode } from 'react';
import { styled } from '@theke/ui';

/** Large touch targets for fingers at a counter (ADR 0050); the store's own layout stays as it is. */
const Frame = styled.div`
  min-height: 100vh;
  max-width: 1600px;
  margin: 0 auto;
  padding: 1rem 1.5rem 6rem;
  font-size: 1.125rem;
  touch-action: manipulation;
  user-select: none;
  button,
  select,
  input:not([type='radio']):not([type='checkbox']),
  [role='button'] {
    min-height: 3rem;
    font-size: inherit;
  }
  input[type='radio'],
  input[type='checkbox'] {
    width: 1.75rem;
    height: 1.75rem;
  }
  label {
    min-height: 3rem;
  }
  input,
  textarea {
    user-select: text;
  }
`;

/** Whether following a link would take the guest out of the kiosk (another page, a new tab, a phone call). */
export function leavesKiosk(anchor: HTMLAnchorElement, basePath: string, origin: string): boolean {
  if (anchor.target && anchor.target !== '_self') return true;
  const url = new URL(anchor.href, origin);
  if (url.origin !== origin) return true;
  return url.pathname !== basePath && !url.pathname.startsWith(`${basePath}/`);
}

/**
 * The kiosk's page: links that would leave it are inert (a legal text's external address, a
 * branch's phone number), caught before the router or the browser follow them.
 */
export function KioskFrame({ basePath, children }: { basePath: string; children: ReactNode }) {
  const guard = (event: MouseEvent) => {
    const anchor = (event.target as Element).closest?.('a[href]');
    if (anchor instanceof HTMLAnchorElement && leavesKiosk(anchor, basePath, window.location.origin)) event.preventDefault();
  };
  return (
    <Frame data-testid="kiosk" data-route-context="self-service" onClickCapture={guard}>
      {children}
    </Frame>
  );
}
