import type { ReactNode } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { theme } from '@theke/ui';
import { KioskFrame, leavesKiosk } from './KioskFrame';

const wrapper = ({ children }: { children: ReactNode }) => <ThemeProvider theme={theme}>{children}</ThemeProvider>;
const ORIGIN = 'http://localhost';

function anchor(href: string, target?: string): HTMLAnchorElement {
  const link = document.createElement('a');
  link.href = href;
  if (target) link.target = target;
  return link;
}

describe('kiosk links (issue 24: nothing leaves the kiosk)', () => {
  it('lets the store, its checkout and status through and nothing else', () => {
    const base = '/kiosk/wien';
    expect(leavesKiosk(anchor('/kiosk/wien'), base, ORIGIN)).toBe(false);
    expect(leavesKiosk(anchor('/kiosk/wien/checkout'), base, ORIGIN)).toBe(false);
    expect(leavesKiosk(anchor('/kiosk/wiener-neustadt'), base, ORIGIN)).toBe(true);
    expect(leavesKiosk(anchor('/store/wien'), base, ORIGIN)).toBe(true);
    expect(leavesKiosk(anchor('/site/imprint'), base, ORIGIN)).toBe(true);
    expect(leavesKiosk(anchor('https://example.com/agb'), base, ORIGIN)).toBe(true);
    expect(leavesKiosk(anchor('tel:+4312345'), base, ORIGIN)).toBe(true);
    expect(leavesKiosk(anchor('/kiosk/wien/checkout', '_blank'), base, ORIGIN)).toBe(true);
  });

  it('keeps a link that leaves from being followed, and passes one inside the kiosk on', () => {
    const followed: boolean[] = [];
    const record = (event: { defaultPrevented: boolean }) => followed.push(!event.defaultPrevented);
    render(
      <KioskFrame basePath="/kiosk/wien">
        <a href="https://example.com/agb" onClick={record}>
          AGB
        </a>
        <a href="/kiosk/wien/checkout" onClick={record}>
          Kasse
        </a>
      </KioskFrame>,
      { wrapper },
    );
    fireEvent.click(screen.getByText('AGB'));
    fireEvent.click(screen.getByText('Kasse'));
    expect(followed).toEqual([false, true]);
    expect(screen.getByTestId('kiosk').getAttribute('data-route-context')).toBe('self-service');
  });
});
