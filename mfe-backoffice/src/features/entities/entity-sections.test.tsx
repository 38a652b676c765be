import { act, screen, within } from '@testing-library/react';
import { fakeResponse, renderWithClient } from '@theke/ui/testing';
import type { Viewer } from '../frame';
import { ENTITY_SECTIONS } from './entity-sections';

const ADMIN: Viewer = { isAdmin: true, branchIds: [] };
const EMPLOYEE: Viewer = { isAdmin: false, branchIds: [3] };

const ABSENCE = { id: 12, version: 1, employee: { id: 4, username: 'anna' }, kind: 'holiday', from: '2025-04-14', to: '2025-04-18', days: 5, note: null };

function show(subPath: string, viewer: Viewer = ADMIN) {
  const section = ENTITY_SECTIONS.find((candidate) => candidate.path === '/holidays');
  if (!section) throw new Error('no holidays section');
  const page = section.render(subPath, viewer);
  return { page, mount: () => renderWithClient(<>{page}</>) };
}

describe('the holiday section: balances and absences under one navigation entry', () => {
  beforeEach(() => {
    global.fetch = jest.fn((path: string) => {
      const url = new URL(path, 'http://theke.test');
      const lists: Record<string, unknown> = {
        '/api/holiday-balances': [{ id: 2, version: 1, employee: { id: 4, username: 'anna' }, year: 2025, entitlementDays: 25, carriedOverDays: 2, takenDays: 5, remainingDays: 22 }],
        '/api/absences': [ABSENCE],
        '/api/absences/12': ABSENCE,
        '/api/users': [{ id: 4, username: 'anna', name: 'Anna Huber' }],
      };
      return Promise.resolve(url.pathname in lists ? fakeResponse(200, { data: lists[url.pathname] }) : fakeResponse(404, {}));
    }) as unknown as typeof fetch;
  });

  it('is one administrators’ entry after the departments, with the projects and tasks after it', () => {
    const paths = ENTITY_SECTIONS.map((section) => [section.path, section.label, section.forEmployees]);
    expect(paths.slice(-4)).toEqual([
      ['/departments', 'Abteilungen', true],
      ['/holidays', 'Urlaub & Abwesenheiten', false],
      ['/projects', 'Projekte', false],
      ['/tasks', 'Aufgaben', false],
    ]);
  });

  it('lists the balances first, under tabs to both lists, the employee by name', async () => {
    await act(async () => void show('').mount());
    const tabs = screen.getByRole('navigation', { name: 'Urlaub & Abwesenheiten' });
    expect(within(tabs).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href'), link.getAttribute('aria-current')])).toEqual([
      ['Urlaubskonten', '#/holidays', 'page'],
      ['Abwesenheiten', '#/holidays/absences', null],
    ]);
    const list = await screen.findByTestId('entity-list-holiday-balance');
    expect(await within(list).findByRole('cell', { name: 'Anna Huber' })).toBeTruthy();
  });

  it('lists the absences at their tab, and opens an absence below it', async () => {
    await act(async () => void show('/absences').mount());
    expect(within(screen.getByRole('navigation', { name: 'Urlaub & Abwesenheiten' })).getByRole('link', { name: 'Abwesenheiten' }).getAttribute('aria-current')).toBe('page');
    expect(await screen.findByTestId('entity-list-absence')).toBeTruthy();
  });

  it('opens an absence and a new balance below their own paths, without the tabs', async () => {
    await act(async () => void show('/absences/12').mount());
    expect(await screen.findByTestId('entity-form')).toBeTruthy();
    expect(screen.queryByRole('navigation')).toBeNull();
    expect((screen.getByLabelText('Von *') as HTMLInputElement).value).toBe('2025-04-14');
  });

  it('has nothing at an unknown path, and nothing for an employee', () => {
    expect(show('/somewhere').page).toBeNull();
    expect(show('/absences/12/edit').page).toBeNull();
    expect(show('', EMPLOYEE).page).toBeNull();
    expect(show('/absences', EMPLOYEE).page).toBeNull();
  });
});
