import type { ReactNode } from 'react';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { createQueryClient, QueryClientProvider, ShellServicesProvider, theme, type RemoteModuleProps } from '@theke/ui';
import { fakeResponse } from '@theke/ui/testing';
import type { Viewer } from '../frame';
import { signageSection } from './signage-section';

const ADMIN: Viewer = { isAdmin: true, branchIds: [] };
const EMPLOYEE: Viewer = { isAdmin: false, branchIds: [3] };

const SEGMENTS = [
  { id: 21, version: 1, name: 'Frühstück', type: 'image', durationSeconds: 8 },
  { id: 22, version: 1, name: 'Mittagsmenü', type: 'menu-board', durationSeconds: null },
];

const STREAM = {
  id: 5,
  version: 3,
  name: 'Theke Hauptbereich',
  branch: null,
  entries: [
    { segment: { id: 21 }, durationSeconds: null, weekdays: ['1', '2', '3', '4', '5'], fromTime: '06:00', toTime: '10:30', fromDate: null, toDate: null },
    { segment: { id: 22 }, durationSeconds: 20, weekdays: [], fromTime: '11:00', toTime: null, fromDate: null, toDate: null },
  ],
};

const SCENE = {
  id: 7,
  version: 1,
  name: 'Theke quer',
  path: 'theke-quer',
  orientation: 'landscape',
  regions: [
    { name: 'hauptbereich', x: 0, y: 0, width: 75, height: 100 },
    { name: 'leiste', x: 75, y: 0, width: 25, height: 100 },
  ],
};

const TV = {
  id: 9,
  version: 2,
  name: 'TV Theke',
  branch: { id: 3 },
  orientation: 'landscape',
  scene: { id: 7 },
  regions: [{ region: 'hauptbereich', stream: { id: 5 } }],
  pairingCode: null,
  isOnline: true,
  lastHeartbeatAt: '2025-04-15T08:00:00.000Z',
  pairedAt: '2025-04-01T08:00:00.000Z',
  nowShowing: [],
};

type Handler = (url: URL, init: RequestInit) => Response;

describe('the signage section: scenes, segments, streams and TVs under one entry', () => {
  const fetchMock = jest.fn<Promise<Response>, [string, RequestInit]>();
  let handlers: Record<string, Handler>;
  const calls = (method: string, path: string) =>
    fetchMock.mock.calls.filter(([url, init]) => (init?.method ?? 'GET') === method && new URL(url, 'http://theke.test').pathname === path);
  const bodyOf = (init: RequestInit | undefined) => JSON.parse(String(init?.body)) as Record<string, unknown>;

  beforeEach(() => {
    handlers = {
      'GET /api/scenes': () => fakeResponse(200, { data: [SCENE] }),
      'GET /api/scenes/7': () => fakeResponse(200, { data: SCENE }),
      'GET /api/digital-signage-segments': () => fakeResponse(200, { data: SEGMENTS }),
      'GET /api/digital-signage-streams': () => fakeResponse(200, { data: [STREAM, { id: 6, version: 1, name: 'Andere Filiale', branch: { id: 4 }, entries: [] }] }),
      'GET /api/digital-signage-streams/5': () => fakeResponse(200, { data: STREAM }),
      'GET /api/digital-signage-devices/9': () => fakeResponse(200, { data: TV }),
      'GET /api/branches': () => fakeResponse(200, { data: [{ id: 3, name: 'Wien-Mariahilf' }, { id: 4, name: 'Graz' }] }),
    };
    global.fetch = fetchMock as unknown as typeof fetch;
    fetchMock.mockImplementation((path, init) => {
      const url = new URL(path, 'http://theke.test');
      const handler = handlers[`${init?.method ?? 'GET'} ${url.pathname}`];
      return Promise.resolve(handler ? handler(url, init ?? {}) : fakeResponse(404, {}));
    });
  });
  afterEach(() => fetchMock.mockReset());

  function show(subPath: string, viewer: Viewer = ADMIN) {
    const client = createQueryClient();
    client.setDefaultOptions({ queries: { ...client.getDefaultOptions().queries, retry: false } });
    const remotes: RemoteModuleProps[] = [];
    const RemoteModule = (props: RemoteModuleProps) => {
      remotes.push(props);
      return <p>remote</p>;
    };
    const page = signageSection.render(subPath, viewer);
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>
        <ShellServicesProvider value={{ RemoteModule }}>
          <ThemeProvider theme={theme}>{children}</ThemeProvider>
        </ShellServicesProvider>
      </QueryClientProvider>
    );
    return { page, remotes, mount: () => render(<>{page}</>, { wrapper }) };
  }

  it('is the administrators’ entry ‘Digital Signage’ with the tabs Szenen, Filmsequenzen, Streams and TVs', async () => {
    expect([signageSection.path, signageSection.label, signageSection.forEmployees]).toEqual(['/signage', 'Digital Signage', false]);
    await act(async () => void show('').mount());
    const tabs = screen.getByRole('navigation', { name: 'Digital Signage' });
    expect(within(tabs).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Szenen', '#/signage'],
      ['Filmsequenzen', '#/signage/segments'],
      ['Streams', '#/signage/streams'],
      ['TVs', '#/signage/tvs'],
    ]);
    expect(await screen.findByTestId('entity-list-scene')).toBeTruthy();
    expect(await screen.findByRole('link', { name: 'Theke quer' })).toBeTruthy();
    expect(show('', EMPLOYEE).page).toBeNull();
  });

  it('shows the TVs from the signage remote under the tabs, and the TV form below them', async () => {
    const tvs = show('/tvs');
    await act(async () => void tvs.mount());
    expect(within(screen.getByRole('navigation', { name: 'Digital Signage' })).getByRole('link', { name: 'TVs' }).getAttribute('aria-current')).toBe('page');
    expect(tvs.remotes.at(-1)).toEqual({ remote: 'mfe_signage', module: 'SignageAdmin' });
    expect(show('/tvs/new').page).not.toBeNull();
    expect(show('/tvs/9').page).not.toBeNull();
    expect(show('/segments/nothing').page).toBeNull();
  });

  it('orders a stream’s entries, says their dayparting in German and saves them in the new order', async () => {
    handlers['PUT /api/digital-signage-streams/5'] = (_url, init) => fakeResponse(200, { data: { ...STREAM, ...bodyOf(init), version: 4 } });
    await act(async () => void show('/streams/5').mount());
    const entries = await screen.findAllByTestId('stream-entry');
    expect(entries).toHaveLength(2);
    expect(await screen.findByRole('listitem', { name: 'Eintrag 2: Mittagsmenü' })).toBeTruthy();
    expect(screen.getAllByTestId('stream-entry-summary').map((summary) => summary.textContent)).toEqual([
      '8 s · Mo–Fr, 06:00–10:30',
      '20 s · ab 11:00',
    ]);

    await act(async () => void fireEvent.click(screen.getByRole('button', { name: '„Mittagsmenü“ nach oben' })));
    expect(screen.getAllByTestId('stream-entry-summary').map((summary) => summary.textContent)).toEqual([
      '20 s · ab 11:00',
      '8 s · Mo–Fr, 06:00–10:30',
    ]);
    // The first entry (now the menu) plays on weekends only.
    const first = within(screen.getAllByTestId('stream-entry')[0] as HTMLElement);
    const weekdays = first.getByRole('group', { name: 'Wochentage' });
    fireEvent.click(within(weekdays).getByRole('button', { name: 'Samstag' }));
    fireEvent.click(within(weekdays).getByRole('button', { name: 'Sonntag' }));
    expect(within(weekdays).getByRole('button', { name: 'Samstag' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getAllByTestId('stream-entry-summary')[0]?.textContent).toBe('20 s · Sa, So, ab 11:00');

    await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Speichern' })));
    const [put] = calls('PUT', '/api/digital-signage-streams/5');
    const sent = bodyOf(put?.[1]).entries as { segment: { id: number }; weekdays: string[]; durationSeconds: number | null }[];
    expect(sent.map((entry) => [entry.segment.id, entry.weekdays, entry.durationSeconds])).toEqual([
      [22, ['6', '7'], 20],
      [21, ['1', '2', '3', '4', '5'], null],
    ]);
  });

  it('lays out a new scene’s regions from a preset on its canvas', async () => {
    handlers['POST /api/scenes'] = (_url, init) => fakeResponse(201, { data: { ...bodyOf(init), id: 8, version: 1 } });
    await act(async () => void show('/new').mount());
    fireEvent.change(await screen.findByLabelText('Name *'), { target: { value: 'Theke hoch' } });
    fireEvent.change(screen.getByLabelText('Pfad *'), { target: { value: 'theke-hoch' } });
    fireEvent.change(screen.getByLabelText('Ausrichtung *'), { target: { value: 'portrait' } });
    await act(async () => void fireEvent.click(await screen.findByRole('button', { name: 'Hauptbereich mit Leiste' })));

    const canvas = screen.getByRole('img', { name: 'Vorschau der Bereiche (Hochformat 9:16)' });
    const areas = within(canvas).getAllByTestId('scene-canvas-region');
    expect(areas.map((area) => [area.textContent, area.style.top, area.style.height])).toEqual([
      ['hauptbereich', '0%', '80%'],
      ['leiste', '80%', '20%'],
    ]);
    // The numbers are the engine's inputs; a region past the screen is marked.
    const heights = screen.getAllByLabelText('Höhe (%) *') as HTMLInputElement[];
    expect(heights.map((input) => input.value)).toEqual(['80', '20']);
    fireEvent.change(heights[1] as HTMLInputElement, { target: { value: '30' } });
    expect(screen.getByText('Bereich „leiste“ ragt über den Bildschirm hinaus.')).toBeTruthy();
    fireEvent.change(heights[1] as HTMLInputElement, { target: { value: '20' } });

    await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Speichern' })));
    const [post] = calls('POST', '/api/scenes');
    expect(bodyOf(post?.[1])).toMatchObject({
      name: 'Theke hoch',
      orientation: 'portrait',
      regions: [
        { name: 'hauptbereich', x: 0, y: 0, width: 100, height: 80 },
        { name: 'leiste', x: 0, y: 80, width: 100, height: 20 },
      ],
    });
  });

  it('assigns a stream to each region of the TV’s scene, from the streams of its branch', async () => {
    handlers['PUT /api/digital-signage-devices/9'] = (_url, init) => fakeResponse(200, { data: { ...TV, ...bodyOf(init), version: 3 } });
    await act(async () => void show('/tvs/9').mount());
    const regions = await screen.findByTestId('device-regions');
    const bar = await within(regions).findByLabelText('Stream für „leiste“');
    expect(within(bar).getAllByRole('option').map((option) => option.textContent)).not.toContain('Andere Filiale');
    expect((within(regions).getByLabelText('Stream für „hauptbereich“') as HTMLSelectElement).value).toBe('5');
    fireEvent.change(bar, { target: { value: '5' } });
    expect(screen.getByLabelText('Kopplungscode')).toBeTruthy();

    await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Speichern' })));
    const [put] = calls('PUT', '/api/digital-signage-devices/9');
    expect(bodyOf(put?.[1]).regions).toEqual([
      { region: 'hauptbereich', stream: { id: 5 } },
      { region: 'leiste', stream: { id: 5 } },
    ]);
  });
});
