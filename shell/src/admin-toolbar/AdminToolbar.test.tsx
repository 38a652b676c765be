import { act, screen } from '@testing-library/react';
import { BrowserRouter, type StaffUser } from '@theke/ui';
import { fakeResponse, renderWithClient } from '@theke/ui/testing';
import AdminToolbar from './AdminToolbar';

const ADMIN = { id: 1, username: 'admin', name: 'Anna Admin', roles: ['ROLE_ADMIN'] } as unknown as StaffUser;

async function showAt(path: string) {
  window.history.replaceState(null, '', path);
  await act(async () =>
    void renderWithClient(
      <BrowserRouter>
        <AdminToolbar user={ADMIN} />
      </BrowserRouter>,
    ),
  );
  return screen.getByTestId('admin-toolbar');
}

const linksOf = (toolbar: HTMLElement) => [...toolbar.querySelectorAll('a')].map((link) => [link.textContent, link.getAttribute('href')]);

describe('admin toolbar (SPEC §2, ROLE_ADMIN)', () => {
  beforeEach(() => {
    global.fetch = jest.fn((path: string) => {
      const url = new URL(path, 'http://theke.test');
      if (url.pathname !== '/api/sites') return Promise.resolve(fakeResponse(404, {}));
      // The list /api/init brings; a draft only by its path.
      const draft = url.searchParams.get('path') === '/entwurf' ? [{ id: 9, path: '/entwurf', isPublic: false }] : [];
      return Promise.resolve(fakeResponse(200, { data: url.searchParams.has('path') ? draft : [{ id: 3, path: '/leistungen', isPublic: true }] }));
    }) as unknown as typeof fetch;
  });

  it('leads to the back-office screens and, on a content page, to that page’s editor', async () => {
    const toolbar = await showAt('/leistungen/');
    expect(await screen.findByRole('link', { name: 'Seite bearbeiten' })).toBeTruthy();
    expect(linksOf(toolbar)).toEqual([
      ['Seite bearbeiten', '/backend#/sites/3'],
      ['Seiten', '/backend#/sites'],
      ['Statistiken', '/backend#/statistics'],
      ['Navigationen', '/backend#/navigations'],
      ['Ins Backend wechseln', '/backend#/dashboard'],
      ['Abmelden', '/backend/logout'],
    ]);
  });

  it('finds a draft page by its path', async () => {
    await showAt('/entwurf');
    expect((await screen.findByRole('link', { name: 'Seite bearbeiten' })).getAttribute('href')).toBe('/backend#/sites/9');
  });

  it('offers no page editor on the storefront', async () => {
    await showAt('/store/wien');
    expect(screen.queryByRole('link', { name: 'Seite bearbeiten' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Seiten' })).toBeTruthy();
  });
});
