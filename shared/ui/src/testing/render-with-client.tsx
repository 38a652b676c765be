import type { ReactElement, ReactNode } from 'react';
import { render } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '../api/query-client';
import { theme } from '../theme/theme';

/**
 * Renders a screen as the apps mount it: inside a fresh query client (failed reads are not
 * retried, so a test sees the error at once) and the kit's theme. Returns the client too, for
 * tests that look into its cache.
 */
export function renderWithClient(ui: ReactElement) {
  const client = createQueryClient();
  client.setDefaultOptions({ queries: { ...client.getDefaultOptions().queries, retry: false } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>
      <ThemeProvider theme={theme}>{children}</ThemeProvider>
    </QueryClientProvider>
  );
  return { client, ...render(ui, { wrapper }) };
}

/**
 * Fakes only the wall clock (`Date`), set to `now`: timers, intervals and microtasks stay real, so
 * react-query and the screens' polling run as usual while "today" is fixed.
 */
export function fakeOnlyTheClock(now: Date | number): void {
  jest.useFakeTimers({
    doNotFake: [
      'nextTick',
      'setImmediate',
      'clearImmediate',
      'setInterval',
      'clearInterval',
      'setTimeout',
      'clearTimeout',
      'queueMicrotask',
      'hrtime',
      'performance',
      'requestAnimationFrame',
      'cancelAnimationFrame',
      'requestIdleCallback',
      'cancelIdleCallback',
    ],
  });
  jest.setSystemTime(now);
}
