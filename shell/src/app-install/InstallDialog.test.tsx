import type { ReactNode } from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { theme } from '@theke/ui';
import { InstallDialog } from './InstallDialog';
import { OfflineOverlay } from './OfflineOverlay';

const wrapper = ({ children }: { children: ReactNode }) => <ThemeProvider theme={theme}>{children}</ThemeProvider>;

function handlers() {
  return { onAccept: jest.fn(), onDismiss: jest.fn(), onCancel: jest.fn(), onInstallNow: jest.fn(), onDone: jest.fn(), onClose: jest.fn() };
}

describe('install dialog (SPEC §2/§4)', () => {
  it("asks with 'Installieren' and 'Jetzt nicht'", () => {
    const on = handlers();
    render(<InstallDialog step="prompt" name="Glanz" platform="other" canInstallNow={false} {...on} />, { wrapper });
    expect(screen.getByRole('dialog', { name: 'App installieren' }).textContent).toContain('Glanz');
    fireEvent.click(screen.getByRole('button', { name: 'Installieren' }));
    fireEvent.click(screen.getByRole('button', { name: 'Jetzt nicht' }));
    expect(on.onAccept).toHaveBeenCalledTimes(1);
    expect(on.onDismiss).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['android', 'Zum Startbildschirm hinzufügen'],
    ['ios', 'Zum Home-Bildschirm'],
    ['other', 'in der Adressleiste auf das Installieren-Symbol'],
  ] as const)('shows the instructions for %s, with cancel and done', (platform, text) => {
    const on = handlers();
    render(<InstallDialog step="instructions" name="Glanz" platform={platform} canInstallNow={false} {...on} />, { wrapper });
    expect(screen.getByTestId('install-instructions').textContent).toContain(text);
    expect(screen.queryByRole('button', { name: 'Jetzt installieren' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Abbrechen' }));
    fireEvent.click(screen.getByRole('button', { name: 'Fertig' }));
    expect(on.onCancel).toHaveBeenCalledTimes(1);
    expect(on.onDone).toHaveBeenCalledTimes(1);
  });

  it("offers the browser's own dialog when Chromium gave one; while registering, done waits", () => {
    const on = handlers();
    const { rerender } = render(<InstallDialog step="registering" name="Glanz" platform="other" canInstallNow={false} {...on} />, { wrapper });
    expect(screen.getByRole('status').textContent).toBe('App wird vorbereitet …');
    expect((screen.getByRole('button', { name: 'Fertig' }) as HTMLButtonElement).disabled).toBe(true);
    rerender(<InstallDialog step="instructions" name="Glanz" platform="other" canInstallNow {...on} />);
    fireEvent.click(screen.getByRole('button', { name: 'Jetzt installieren' }));
    expect(on.onInstallNow).toHaveBeenCalledTimes(1);
  });

  it('says when the app is installed', () => {
    const on = handlers();
    render(<InstallDialog step="installed" name="Glanz" platform="other" canInstallNow={false} {...on} />, { wrapper });
    expect(screen.getByRole('dialog', { name: 'App installiert' }).textContent).toContain('Glanz');
    fireEvent.click(screen.getByRole('button', { name: 'Schließen' }));
    expect(on.onClose).toHaveBeenCalledTimes(1);
  });
});

describe('offline overlay (SPEC §2/§8)', () => {
  const setOnline = (online: boolean) => {
    jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
    act(() => {
      window.dispatchEvent(new Event(online ? 'online' : 'offline'));
    });
  };
  afterEach(() => jest.restoreAllMocks());

  it('appears offline with the SPEC texts and that ordering needs the network, and goes when the connection is back', () => {
    render(<OfflineOverlay />, { wrapper });
    expect(screen.queryByTestId('offline-overlay')).toBeNull();
    setOnline(false);
    const overlay = screen.getByTestId('offline-overlay');
    expect(overlay.textContent).toContain('Sie sind offline');
    expect(overlay.textContent).toContain('Bitte überprüfen Sie Ihre Internetverbindung.');
    expect(overlay.textContent).toContain('Zum Bestellen braucht die App eine Internetverbindung.');
    expect(screen.getByRole('button', { name: 'Erneut versuchen' })).toBeTruthy();
    setOnline(true);
    expect(screen.queryByTestId('offline-overlay')).toBeNull();
  });
});
