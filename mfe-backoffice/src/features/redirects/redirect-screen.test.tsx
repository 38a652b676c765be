import { act, fireEvent, screen, within } from '@testing-library/react';
import { fakeResponse, renderWithClient } from '@theke/ui/testing';
import { entitySection } from '../entities';
import type { Viewer } from '../frame';
import { REUSABLE_BLOCK_SCREEN } from '../reusable-blocks';
import { REDIRECT_SCREEN } from '.';

const ADMIN: Viewer = { isAdmin: true, branchIds: [] };
const LOOP = 'Diese Weiterleitung würde eine Schleife bilden: /jobs → /karriere → /jobs.';

describe('#/redirects and #/blocks: the form engine’s screens of redirects and reusable blocks', () => {
  const fetchMock = jest.fn<Promise<Response>, [string, RequestInit]>();

  beforeEach(() => {
    fetchMock.mockReset();
    global.fetch = fetchMock as unknown as typeof fetch;
    fetchMock.mockImplementation((path, init) => {
      const key = `${init?.method ?? 'GET'} ${new URL(path, 'http://theke.test').pathname}`;
      if (key === 'GET /api/redirects') return Promise.resolve(fakeResponse(200, { data: [{ id: 1, version: 1, path: '/karriere', target: '/jobs' }] }));
      if (key === 'POST /api/redirects') return Promise.resolve(fakeResponse(422, { errors: [{ field: 'target', message: LOOP, code: 'redirect_loop' }] }));
      if (key === 'GET /api/blocks') return Promise.resolve(fakeResponse(200, { data: [{ id: 3, version: 1, identifier: 'popup-angebot', name: 'Angebot', type: 'popup', isPublic: true, content: { text: '<p>Jetzt bestellen</p>' } }] }));
      return Promise.resolve(fakeResponse(404, {}));
    });
  });

  it('lists the redirects with their old path and target', async () => {
    await act(async () => void renderWithClient(<>{entitySection(REDIRECT_SCREEN).render('', ADMIN)}</>));
    const list = await screen.findByTestId('entity-list-redirect');
    expect(await within(list).findByRole('cell', { name: '/karriere' })).toBeTruthy();
    expect(within(list).getByRole('cell', { name: '/jobs' })).toBeTruthy();
  });

  it('shows the server’s loop refusal at the target and keeps the input', async () => {
    await act(async () => void renderWithClient(<>{entitySection(REDIRECT_SCREEN).render('/new', ADMIN)}</>));
    const form = await screen.findByTestId('entity-form');
    fireEvent.change(within(form).getByLabelText('Alter Pfad *'), { target: { value: '/jobs' } });
    fireEvent.change(within(form).getByLabelText('Ziel *'), { target: { value: '/karriere' } });
    await act(async () => void fireEvent.click(within(form).getByRole('button', { name: 'Speichern' })));
    expect((await within(form).findByText(LOOP)).getAttribute('role')).toBe('alert');
    expect(JSON.parse(String(fetchMock.mock.calls.find(([, init]) => init?.method === 'POST')?.[1].body))).toEqual({ path: '/jobs', target: '/karriere' });
    expect((within(form).getByLabelText('Ziel *') as HTMLInputElement).value).toBe('/karriere');
  });

  it('lists the reusable blocks, a public popup among them', async () => {
    await act(async () => void renderWithClient(<>{entitySection(REUSABLE_BLOCK_SCREEN).render('', ADMIN)}</>));
    const list = await screen.findByTestId('entity-list-block');
    expect(await within(list).findByRole('cell', { name: 'Angebot' })).toBeTruthy();
    expect(within(list).getByRole('cell', { name: 'Popup' })).toBeTruthy();
  });
});
