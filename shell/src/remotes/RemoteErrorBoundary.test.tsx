import type { ReactNode } from 'react';
import { act, render, screen } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { theme } from '@theke/ui';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';

const wrapper = ({ children }: { children: ReactNode }) => <ThemeProvider theme={theme}>{children}</ThemeProvider>;

function Exploding(): never {
  throw new Error('remote rendering failed');
}

describe('remote failure isolation', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('shows the 500 view in place of a remote that throws while rendering', () => {
    render(
      <div>
        <header>Kopf</header>
        <RemoteErrorBoundary resetKey="/a" onRetry={() => undefined}>
          <Exploding />
        </RemoteErrorBoundary>
        <footer>Fuß</footer>
      </div>,
      { wrapper },
    );
    expect(screen.getByRole('heading', { name: '500 Internal Server Error' })).toBeTruthy();
    expect(screen.getByText('Leider ist ein interner Fehler aufgetreten')).toBeTruthy();
    expect(screen.getByText('Kopf')).toBeTruthy();
    expect(screen.getByText('Fuß')).toBeTruthy();
  });

  it('offers a retry and forgets the error when the route changes', () => {
    const retry = jest.fn();
    const { rerender } = render(
      <RemoteErrorBoundary resetKey="/a" onRetry={retry}>
        <Exploding />
      </RemoteErrorBoundary>,
      { wrapper },
    );
    act(() => screen.getByRole('button', { name: 'Erneut versuchen' }).click());
    expect(retry).toHaveBeenCalledTimes(1);
    rerender(
      <RemoteErrorBoundary resetKey="/b" onRetry={retry}>
        <p>Andere Seite</p>
      </RemoteErrorBoundary>,
    );
    expect(screen.getByText('Andere Seite')).toBeTruthy();
  });
});
