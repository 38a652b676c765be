import { translate } from '@theke/ui';
import { BACKOFFICE_SECTIONS } from '../../routes/backoffice-sections';
import { sectionOf, visibleSections, type Viewer } from '../frame';
import { DAILY_TASKS, dailyTasks } from './daily-tasks';

const ADMIN: Viewer = { isAdmin: true, branchIds: [] };
const EMPLOYEE: Viewer = { isAdmin: false, branchIds: [3] };

const labels = (viewer: Viewer) => dailyTasks(viewer).map((task) => translate(task.text));

/** What the back-office frame shows at a hash path for a viewer (null: its not-found view). */
function screenAt(path: string, viewer: Viewer): unknown {
  const section = sectionOf(visibleSections(BACKOFFICE_SECTIONS, viewer), path);
  return section ? section.render(path.slice(section.path.length), viewer) : null;
}

describe('daily tasks', () => {
  it('offers an employee the order lists and the products (marking sold out is their daily task)', () => {
    expect(labels(EMPLOYEE)).toEqual([
      'Aktuelle Bestellungen',
      'Verpasste Bestellungen',
      'Bestellverlauf',
      'Produkte',
    ]);
  });

  it('offers an administrator also creating a category and managing tables', () => {
    expect(labels(ADMIN)).toEqual([
      'Aktuelle Bestellungen',
      'Verpasste Bestellungen',
      'Bestellverlauf',
      'Produkte',
      'Kategorie anlegen',
      'Tische verwalten',
    ]);
  });

  it.each([
    ['an administrator', ADMIN],
    ['an employee', EMPLOYEE],
  ])('never offers %s a tile whose screen the section registry does not show them', (_, viewer) => {
    for (const task of dailyTasks(viewer))
      expect([task.path, screenAt(task.path, viewer) !== null]).toEqual([task.path, true]);
  });

  it('keeps the tiles of administrator-only screens from employees', () => {
    const adminOnly = DAILY_TASKS.filter((task) => screenAt(task.path, EMPLOYEE) === null).map(
      (task) => task.path,
    );
    expect(adminOnly).toEqual(['/categories/new']);
    expect(dailyTasks(EMPLOYEE).map((task) => task.path)).not.toContain('/categories/new');
  });
});
