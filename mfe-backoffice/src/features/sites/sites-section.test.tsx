import { act, fireEvent, screen, within } from '@testing-library/react';
import { fakeResponse, renderWithClient } from '@theke/ui/testing';
import type { Viewer } from '../frame';
import { sitesSection } from './sites-section';

const ADMIN: Viewer = { isAdmin: true, branchIds: [] };

const BLOCK_TYPES = [
  { type: 'line', label: 'Linie', fields: [{ name: 'color', label: 'Farbe', kind: 'select', options: [{ value: 'orange', label: 'Orange' }] }] },
  { type: 'career-section', label: 'Karriere', fields: [{ name: 'title', label: 'Titel', kind: 'text' }] },
  { type: 'column', label: 'Spalte', onlyInside: ['columns'], fields: [] },
];

const SUMMARIES = [
  { id: 1, name: 'Über uns', title: null, path: '/ueber-uns', type: 'default', isPublic: true },
  { id: 2, name: 'Leistungen', title: null, path: '/leistungen', type: 'default', isPublic: true },
  { id: 3, name: 'Fensterreinigung', title: null, path: '/leistungen/fenster', type: 'default', isPublic: false },
  { id: 4, name: 'Koch (m/w/d)', title: null, path: '/karriere/koch', type: 'job', isPublic: true },
];

const line = { type: 'line', value: { color: 'orange' } };
const career = { type: 'career-section', value: { title: 'Jobs' } };

const SITE = {
  id: 5,
  version: 3,
  name: 'Team',
  title: 'Unser Team',
  path: '/team',
  description: null,
  type: 'default',
  isPublic: true,
  content: { body: [line, career], workload: null, start: null, place: null },
};

type Handler = (url: URL, init: RequestInit) => Response;

describe('Seiten: page tree, block editor and versions', () => {
  const fetchMock = jest.fn<Promise<Response>, [string, RequestInit]>();
  let handlers: Record<string, Handler>;
  const calls = (method: string, path: string) =>
    fetchMock.mock.calls.filter(([url, init]) => (init?.method ?? 'GET') === method && new URL(url, 'http://theke.test').pathname === path);
  const bodyOf = (init: RequestInit | undefined) => JSON.parse(String(init?.body)) as Record<string, unknown>;

  beforeEach(() => {
    window.localStorage.clear();
    handlers = {
      'GET /api/sites': () => fakeResponse(200, { data: SUMMARIES }),
      'GET /api/sites/5': () => fakeResponse(200, { data: SITE }),
      'GET /api/sites/block-types': () => fakeResponse(200, { data: BLOCK_TYPES }),
    };
    global.fetch = fetchMock as unknown as typeof fetch;
    fetchMock.mockImplementation((path, init) => {
      const url = new URL(path, 'http://theke.test');
      const handler = handlers[`${init?.method ?? 'GET'} ${url.pathname}`];
      return Promise.resolve(handler ? handler(url, init ?? {}) : fakeResponse(404, {}));
    });
  });
  afterEach(() => fetchMock.mockReset());

  function mount(subPath: string) {
    return renderWithClient(<>{sitesSection.render(subPath, ADMIN)}</>);
  }

  const blockTypes = () => screen.getAllByTestId('site-block').map((block) => block.getAttribute('data-block-type'));

  it('shows the pages as a tree by path with their state, for administrators only', async () => {
    expect([sitesSection.path, sitesSection.label, sitesSection.forEmployees]).toEqual(['/sites', 'Seiten', false]);
    await act(async () => void mount(''));
    const nodes = await screen.findAllByTestId('site-tree-node');
    expect(nodes.map((node) => node.getAttribute('data-path'))).toEqual(['/karriere', '/karriere/koch', '/leistungen', '/leistungen/fenster', '/ueber-uns']);
    expect(calls('GET', '/api/sites')[0]?.[0]).toContain('view=summary');
    const services = nodes[2] as HTMLElement;
    expect(within(services).getByRole('link', { name: 'Leistungen' }).getAttribute('href')).toBe('#/sites/2');
    const windows = nodes[3] as HTMLElement;
    expect(windows.textContent).toContain('Entwurf');
    expect(services.textContent).toContain('Öffentlich');
    expect((nodes[0] as HTMLElement).textContent).toContain('ohne eigene Seite');
    expect(within(windows).getByRole('link', { name: 'Duplizieren' }).getAttribute('href')).toBe('#/sites/3/duplicate');
    expect(screen.getByRole('link', { name: 'Neue Seite' }).getAttribute('href')).toBe('#/sites/new');
    expect(sitesSection.render('/5/versions', { isAdmin: false, branchIds: [1] })).toBeNull();
  });

  it('adds blocks from the palette, reorders and removes them, and saves the body in that order', async () => {
    handlers['PUT /api/sites/5'] = (_url, init) => fakeResponse(200, { data: { ...SITE, ...bodyOf(init), version: 4 } });
    await act(async () => void mount('/5'));
    await screen.findAllByTestId('site-block');
    expect(blockTypes()).toEqual(['line', 'career-section']);
    const palette = screen.getByRole('group', { name: 'Block hinzufügen' });
    // Columns' own type is not offered at the top of a page.
    expect(within(palette).queryByRole('button', { name: '+ Spalte' })).toBeNull();
    await act(async () => void fireEvent.click(within(palette).getByRole('button', { name: '+ Linie' })));
    expect(blockTypes()).toEqual(['line', 'career-section', 'line']);
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: '„Karriere“ nach oben' })));
    expect(blockTypes()).toEqual(['career-section', 'line', 'line']);
    await act(async () => void fireEvent.click(screen.getAllByRole('button', { name: '„Linie“ entfernen' })[0] as HTMLElement));
    expect(blockTypes()).toEqual(['career-section', 'line']);
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Speichern' })));
    const [put] = calls('PUT', '/api/sites/5');
    expect(bodyOf(put?.[1])).toMatchObject({ version: 3, content: { body: [career, { type: 'line', value: { color: null } }] } });
  });

  it('asks a job page for workload, start and place, and a default page not', async () => {
    handlers['GET /api/sites/6'] = () =>
      fakeResponse(200, { data: { ...SITE, id: 6, type: 'job', content: { body: [], workload: 'Teilzeit', start: 'ab sofort', place: 'Wien' } } });
    await act(async () => void mount('/6'));
    expect(((await screen.findByLabelText('Beschäftigung')) as HTMLInputElement).value).toBe('Teilzeit');
    expect((screen.getByLabelText('Beginn') as HTMLInputElement).value).toBe('ab sofort');
    expect((screen.getByLabelText('Ort') as HTMLInputElement).value).toBe('Wien');
    await act(async () => void fireEvent.change(screen.getByLabelText('Art *'), { target: { value: 'default' } }));
    expect(screen.queryByLabelText('Beschäftigung')).toBeNull();
  });

  it('duplicates a page as a draft beside it, with its blocks', async () => {
    await act(async () => void mount('/5/duplicate'));
    await screen.findAllByTestId('site-block');
    expect((screen.getByLabelText('Pfad *') as HTMLInputElement).value).toBe('/team-kopie');
    expect((screen.getByLabelText('Öffentlich') as HTMLInputElement).checked).toBe(false);
    expect(blockTypes()).toEqual(['line', 'career-section']);
  });

  it('copies a block to the clipboard and pastes it where a block fits', async () => {
    await act(async () => void mount('/5'));
    await screen.findAllByTestId('site-block');
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: '„Karriere“ kopieren' })));
    const note = await screen.findByTestId('clipboard-site-block');
    expect(note.textContent).toContain('Block „Karriere“');
    await act(async () => void fireEvent.click(within(note).getByRole('button', { name: 'Einfügen' })));
    expect(blockTypes()).toEqual(['line', 'career-section', 'career-section']);
  });

  it('compares a version readably and restores it', async () => {
    handlers['GET /api/sites/5/versions'] = () =>
      fakeResponse(200, { data: [{ version: 2, savedAt: '2026-11-20T09:30:00.000Z', name: 'Team', path: '/unser-team', isPublic: false }] });
    handlers['GET /api/sites/5/versions/2'] = () =>
      fakeResponse(200, { data: { version: 2, savedAt: '2026-11-20T09:30:00.000Z', site: { ...SITE, path: '/unser-team', isPublic: false, content: { ...SITE.content, body: [career, line] } } } });
    handlers['POST /api/sites/5/versions/2/restore'] = () => fakeResponse(200, { data: { ...SITE, path: '/unser-team', version: 4 } });
    await act(async () => void mount('/5/versions'));
    const version = await screen.findByTestId('site-version');
    expect(version.textContent).toContain('Version 2 vom 20.11.2026 10:30');
    await act(async () => void fireEvent.click(within(version).getByRole('button', { name: 'Vergleichen' })));
    const changes = await screen.findByTestId('site-version-changes');
    expect(within(changes).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Pfad: „/unser-team“ → „/team“',
      'Öffentlich: „Nein“ → „Ja“',
      'Reihenfolge der Blöcke geändert',
    ]);
    await act(async () => void fireEvent.click(within(version).getByRole('button', { name: 'Wiederherstellen' })));
    const [restore] = calls('POST', '/api/sites/5/versions/2/restore');
    expect(bodyOf(restore?.[1])).toEqual({ version: 3 });
    expect(window.location.hash).toBe('#/sites/5');
  });
});
