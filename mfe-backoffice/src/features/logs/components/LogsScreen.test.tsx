import { act, fireEvent, screen, within } from '@testing-library/react';
import type { LogEntry } from '@theke/contracts';
import { fakeResponse, renderWithClient } from '@theke/ui/testing';
import { LogsScreen } from './LogsScreen';

const entry: LogEntry = {
  id: 12,
  service: 'catalog',
  entity: 'tag',
  entityId: 4,
  action: 'updated',
  title: 'Graffitischutz',
  user: { id: 1, username: 'admin' },
  occurredAt: '2025-03-30T22:05:00.000Z',
  changes: { name: { before: 'Graffiti', after: 'Graffitischutz' } },
};

function renderScreen() {
  return renderWithClient(<LogsScreen />);
}

describe('LogsScreen', () => {
  const fetchMock = jest.fn<Promise<Response>, [string, RequestInit]>();
  let logs: () => Response;
  beforeEach(() => {
    global.fetch = fetchMock as unknown as typeof fetch;
    fetchMock.mockImplementation((url) =>
      Promise.resolve(url.startsWith('/api/config') ? fakeResponse(200, { data: { timeZone: 'Europe/Vienna' } }) : logs()),
    );
  });
  afterEach(() => fetchMock.mockReset());

  it('lists entries with German date, user, entity, title, id and action, and opens the diff', async () => {
    logs = () => fakeResponse(200, { data: [entry] }, 'application/json', { 'x-total-count': '1' });
    await act(async () => void renderScreen());
    const row = await screen.findByTestId('log-entry');
    expect(within(row).getAllByRole('cell').map((cell) => cell.textContent)).toEqual([
      '31.03.2025 00:05',
      'admin',
      'Tag',
      'Graffitischutz',
      '4',
      'Geändert',
    ]);
    await act(async () => fireEvent.click(within(row).getByRole('button', { name: 'Graffitischutz' })));
    const diff = screen.getByTestId('log-diff');
    expect(within(diff).getAllByRole('row').map((tr) => tr.textContent)).toEqual(['FeldVorherNachher', 'NameGraffitiGraffitischutz']);
  });

  it('asks for the chosen filters from the first page', async () => {
    logs = () => fakeResponse(200, { data: [] }, 'application/json', { 'x-total-count': '0' });
    await act(async () => void renderScreen());
    await act(async () => fireEvent.change(screen.getByRole('combobox', { name: 'Typ' }), { target: { value: 'order' } }));
    await act(async () => fireEvent.change(screen.getByLabelText('Von'), { target: { value: '2025-03-01' } }));
    const urls = fetchMock.mock.calls.map(([url]) => url).filter((url) => url.startsWith('/api/logs'));
    expect(urls.at(-1)).toBe('/api/logs?page=1&limit=50&entity=order&from=2025-03-01');
    expect(await screen.findByText('Keine Einträge gefunden.')).toBeTruthy();
  });

  it('says the log could not be loaded when the call fails', async () => {
    logs = () => fakeResponse(500, {});
    await act(async () => void renderScreen());
    expect((await screen.findByRole('alert')).textContent).toBe('Protokoll konnte nicht geladen werden.');
  });
});
