import type { ReactNode } from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { theme } from '@theke/ui';
import { fakeResponse } from '@theke/ui/testing';
import { PrintLabelsButton } from './PrintLabelsButton';

const wrapper = ({ children }: { children: ReactNode }) => (
  <ThemeProvider theme={theme}>{children}</ThemeProvider>
);

describe('PrintLabelsButton', () => {
  const tab = { location: { href: '' }, close: jest.fn() };
  const fetchMock = jest.fn<Promise<Response>, [string, RequestInit]>();
  beforeEach(() => {
    tab.location.href = '';
    global.fetch = fetchMock as unknown as typeof fetch;
    jest.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    URL.createObjectURL = jest.fn(() => 'blob:http://127.0.0.1/etiketten');
    URL.revokeObjectURL = jest.fn();
  });
  afterEach(() => {
    jest.restoreAllMocks();
    fetchMock.mockReset();
  });

  it('prints the chosen products in the chosen grid into a new tab', async () => {
    fetchMock.mockResolvedValue(fakeResponse(200, '%PDF-1.3', 'application/pdf'));
    render(<PrintLabelsButton productIds={[3, 3, 5]} />, { wrapper });
    fireEvent.change(screen.getByRole('combobox', { name: 'Etikettenformat' }), {
      target: { value: 'detail' },
    });
    expect(screen.getByRole('option', { name: 'Detail (5 × 2)' })).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Preisetiketten drucken' })));
    expect(window.open).toHaveBeenCalledWith('', '_blank');
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/products/labels?ids=3,3,5&layout=detail');
    expect(tab.location.href).toBe('blob:http://127.0.0.1/etiketten');
  });

  it("shows the server's message and closes the tab when the labels are refused", async () => {
    const errors = [
      { message: 'Folgende Produkte wurden nicht gefunden: 5.', field: 'ids', code: 'unknown_reference' },
    ];
    fetchMock.mockResolvedValue(fakeResponse(422, JSON.stringify({ errors }), 'application/json'));
    render(<PrintLabelsButton productIds={[5]} />, { wrapper });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Preisetiketten drucken' })));
    expect((await screen.findByRole('alert')).textContent).toContain('Folgende Produkte wurden nicht gefunden: 5.');
    expect(tab.close).toHaveBeenCalled();
  });

  it('cannot print an empty selection and warns before asking for more than 500 labels', () => {
    const { rerender } = render(<PrintLabelsButton productIds={[]} />, { wrapper });
    expect(
      (screen.getByRole('button', { name: 'Preisetiketten drucken' }) as HTMLButtonElement).disabled,
    ).toBe(true);
    rerender(<PrintLabelsButton productIds={Array<number>(501).fill(1)} />);
    expect(
      (screen.getByRole('button', { name: 'Preisetiketten drucken' }) as HTMLButtonElement).disabled,
    ).toBe(true);
    expect(screen.getByRole('alert').textContent).toBe(
      'Es können höchstens 500 Etiketten auf einmal gedruckt werden.',
    );
  });
});
