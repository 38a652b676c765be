import { act, fireEvent, screen, within } from '@testing-library/react';
import { fakeResponse, renderWithClient } from '@theke/ui/testing';
import type { Viewer } from '../frame';
import { navigationsSection } from './navigations-section';

const ADMIN: Viewer = { isAdmin: true, branchIds: [] };

const MAIN = {
  id: 1,
  version: 4,
  identifier: 'main',
  items: [
    { type: 'home', label: 'Start', target: null, isEnabled: true, children: [] },
    {
      type: 'site',
      label: 'Unternehmen',
      target: 2,
      isEnabled: true,
      children: [{ type: 'site', label: 'Karriere', target: 5, isEnabled: false, children: [] }],
    },
    { type: 'branch', label: 'Wien', target: 3, isEnabled: true, children: [] },
  ],
};

type Handler = (init: RequestInit) => Response;

describe('#/navigations: the navigation editor', () => {
  const fetchMock = jest.fn<Promise<Response>, [string, RequestInit]>();
  let handlers: Record<string, Handler>;
  const sent = (method: string) =>
    fetchMock.mock.calls
      .filter(([url, init]) => init?.method === method && new URL(url, 'http://theke.test').pathname === '/api/navigations/1')
      .map(([, init]) => JSON.parse(String(init.body)) as Record<string, unknown>);

  beforeEach(() => {
    window.localStorage.clear();
    fetchMock.mockReset();
    handlers = {
      'GET /api/navigations': () => fakeResponse(200, { data: [MAIN] }),
      'GET /api/navigations/1': () => fakeResponse(200, { data: MAIN }),
      'GET /api/sites': () => fakeResponse(200, { data: [{ id: 2, name: 'Unternehmen', path: '/unternehmen' }, { id: 5, name: 'Karriere', path: '/karriere' }] }),
      'GET /api/branches': () => fakeResponse(200, { data: [{ id: 3, name: 'Wien' }] }),
    };
    global.fetch = fetchMock as unknown as typeof fetch;
    fetchMock.mockImplementation((path, init) => {
      const url = new URL(path, 'http://theke.test');
      const handler = handlers[`${init?.method ?? 'GET'} ${url.pathname}`];
      return Promise.resolve(handler ? handler(init ?? {}) : fakeResponse(404, {}));
    });
  });

  async function openMain() {
    await act(async () => void renderWithClient(<>{navigationsSection.render('/1', ADMIN)}</>));
    // The tree editor is its own chunk.
    return screen.findByTestId('navigation-tree', {}, { timeout: 15_000 });
  }

  const rowsOf = (tree: HTMLElement) =>
    within(tree)
      .getAllByTestId('navigation-item')
      .map((row) => `${row.getAttribute('data-depth')} ${row.getAttribute('aria-label')}`);

  it('is an administrators’ section listing the navigations by their German names', async () => {
    expect([navigationsSection.path, navigationsSection.label, navigationsSection.forEmployees]).toEqual(['/navigations', 'Navigationen', false]);
    await act(async () => void renderWithClient(<>{navigationsSection.render('', ADMIN)}</>));
    expect(await screen.findByRole('cell', { name: 'Hauptnavigation' })).toBeTruthy();
  });

  it('shows the items as a tree, the site and branch targets picked from their lists', async () => {
    const tree = await openMain();
    expect(rowsOf(tree)).toEqual(['0 Start', '0 Unternehmen', '1 Karriere', '0 Wien']);
    const karriere = within(tree).getByRole('listitem', { name: 'Karriere' });
    expect(within(karriere).getByText('Seite · inaktiv')).toBeTruthy();
    const wien = within(tree).getByRole('listitem', { name: 'Wien' });
    expect(((await within(wien).findByLabelText('Filiale *')) as HTMLSelectElement).value).toBe('3');
  });

  it('moves, indents and outdents items with their children and saves the tree with the version it read', async () => {
    handlers['PUT /api/navigations/1'] = (init) => fakeResponse(200, { data: { ...MAIN, ...(JSON.parse(String(init.body)) as object), version: 5 } });
    const tree = await openMain();
    fireEvent.click(within(tree).getByRole('button', { name: 'Unternehmen nach oben' }));
    expect(rowsOf(tree)).toEqual(['0 Unternehmen', '1 Karriere', '0 Start', '0 Wien']);
    fireEvent.click(within(tree).getByRole('button', { name: 'Wien einrücken' }));
    fireEvent.click(within(tree).getByRole('button', { name: 'Karriere ausrücken' }));
    expect(rowsOf(tree)).toEqual(['0 Unternehmen', '0 Karriere', '0 Start', '1 Wien']);
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Speichern' })));
    const [payload] = sent('PUT');
    expect(payload).toMatchObject({ version: 4, identifier: 'main' });
    expect(payload?.items).toEqual([
      { type: 'site', label: 'Unternehmen', target: 2, isEnabled: true, children: [] },
      { type: 'site', label: 'Karriere', target: 5, isEnabled: false, children: [] },
      { type: 'home', label: 'Start', target: null, isEnabled: true, children: [{ type: 'branch', label: 'Wien', target: 3, isEnabled: true, children: [] }] },
    ]);
  });

  it('adds an address item and shows the server’s refusal at the row it names', async () => {
    handlers['PUT /api/navigations/1'] = () =>
      fakeResponse(422, { errors: [{ field: 'items.3.target', message: 'Dieser Wert ist keine gültige URL.', code: 'invalid_url' }] });
    const tree = await openMain();
    fireEvent.click(within(tree).getByRole('button', { name: 'Eintrag hinzufügen' }));
    const added = within(tree).getByRole('listitem', { name: '(ohne Bezeichnung)' });
    fireEvent.change(within(added).getByLabelText('Typ *'), { target: { value: 'link' } });
    fireEvent.change(within(added).getByLabelText('Bezeichnung *'), { target: { value: 'Jobportal' } });
    fireEvent.change(within(tree).getByLabelText('Adresse *'), { target: { value: 'ftp://jobs' } });
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Speichern' })));
    expect(sent('PUT')[0]?.items).toContainEqual({ type: 'link', label: 'Jobportal', target: 'ftp://jobs', isEnabled: true, children: [] });
    const row = within(tree).getByRole('listitem', { name: 'Jobportal' });
    expect((await within(row).findByRole('alert')).textContent).toBe('Dieser Wert ist keine gültige URL.');
  });

  it('copies an item with its children to the clipboard and pastes it at the end', async () => {
    const tree = await openMain();
    fireEvent.click(within(tree).getByRole('button', { name: 'Unternehmen kopieren' }));
    const note = await screen.findByTestId('clipboard-navigation-item');
    expect(note.textContent).toContain('„Unternehmen“ aus Hauptnavigation');
    fireEvent.click(within(note).getByRole('button', { name: 'Einfügen' }));
    expect(rowsOf(tree)).toEqual(['0 Start', '0 Unternehmen', '1 Karriere', '0 Wien', '0 Unternehmen', '1 Karriere']);
  });

  it('refuses a stale save with the 409 message and keeps the edited tree', async () => {
    handlers['PUT /api/navigations/1'] = () =>
      fakeResponse(409, { errors: [{ message: 'Dieser Eintrag wurde inzwischen von jemand anderem geändert.', code: 'stale_version' }] });
    const tree = await openMain();
    fireEvent.click(within(tree).getByRole('button', { name: 'Wien entfernen' }));
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Speichern' })));
    expect(await screen.findByText('Dieser Eintrag wurde inzwischen von jemand anderem geändert.')).toBeTruthy();
    expect(rowsOf(tree)).toEqual(['0 Start', '0 Unternehmen', '1 Karriere']);
  });
});
