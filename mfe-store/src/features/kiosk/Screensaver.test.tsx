import type { ReactNode } from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { theme } from '@theke/ui';
import { Screensaver } from './Screensaver';

const wrapper = ({ children }: { children: ReactNode }) => <ThemeProvider theme={theme}>{children}</ThemeProvider>;
const image = (id: number) => ({ id, version: 1, extension: 'jpg', width: 1920, alt: `Filiale ${id}` });

afterEach(() => jest.useRealTimers());

describe('kiosk screensaver (SPEC §2 self-service)', () => {
  it("calls 'Tippen um zu bestellen' over the branch's images, one after the other", () => {
    jest.useFakeTimers();
    render(<Screensaver images={[image(1), image(2)]} onWake={() => undefined} />, { wrapper });
    expect(screen.getByText('Tippen um zu bestellen')).toBeTruthy();
    expect(screen.getByRole('img').getAttribute('alt')).toBe('Filiale 1');
    expect(screen.getByRole('img').getAttribute('src')).toMatch(/\/image\/small\/1-1\.jpg$/);
    act(() => void jest.advanceTimersByTime(5_000));
    expect(screen.getByRole('img').getAttribute('alt')).toBe('Filiale 2');
    act(() => void jest.advanceTimersByTime(5_000));
    expect(screen.getByRole('img').getAttribute('alt')).toBe('Filiale 1');
  });

  it('shows the call alone for a branch without images, and a tap anywhere wakes the kiosk', () => {
    const onWake = jest.fn();
    render(<Screensaver images={[]} onWake={onWake} />, { wrapper });
    expect(screen.queryByRole('img')).toBeNull();
    fireEvent.click(screen.getByTestId('kiosk-screensaver'));
    expect(onWake).toHaveBeenCalledTimes(1);
  });
});
