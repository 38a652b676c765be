import type { Branch, NavigationItem, Site } from '@theke/ui';
import { buildNavigation } from './navigation';

const sites = [
  { id: 1, name: 'Leistungen', path: '/leistungen' },
  { id: 2, name: 'Fensterreinigung', path: '/leistungen/fenster' },
  { id: 3, name: 'Glas', path: '/leistungen/fenster/glas' },
] as unknown as Site[];
const branches = [{ id: 7, identifier: 'wien-mitte', name: 'Wien Mitte' }] as unknown as Branch[];

const item = (over: Partial<NavigationItem>): NavigationItem => ({
  type: 'site',
  label: 'x',
  target: null,
  children: [],
  isEnabled: true,
  ...over,
});

const tree: NavigationItem[] = [
  item({ type: 'home', label: 'Start' }),
  item({
    label: 'Leistungen',
    target: 1,
    children: [
      item({ label: 'Fenster', target: 2, children: [item({ label: 'Glas', target: 3 })] }),
      item({ label: 'Versteckt', target: 2, isEnabled: false }),
    ],
  }),
  item({ type: 'branch', label: 'Filiale', target: 7 }),
  item({ type: 'link', label: 'Blog', target: 'https://blog.example.at' }),
];

const build = (pathname: string) => buildNavigation(tree, { sites, branches, pathname });

describe('navigation (SPEC §2)', () => {
  it('shows only enabled items, nested to any depth', () => {
    const nodes = build('/');
    expect(nodes.map((n) => n.label)).toEqual(['Start', 'Leistungen', 'Filiale', 'Blog']);
    expect(nodes[1]?.children.map((n) => n.label)).toEqual(['Fenster']);
    expect(nodes[1]?.children[0]?.children[0]?.label).toBe('Glas');
  });

  it('links home, site, branch and link items to their targets', () => {
    expect(build('/').map((n) => n.href)).toEqual(['/', '/leistungen', '/store/wien-mitte', 'https://blog.example.at']);
  });

  it('marks an item active when its page matches the route', () => {
    const nodes = build('/leistungen/');
    expect(nodes[1]?.active).toBe(true);
    expect(nodes[0]?.active).toBe(false);
  });

  it('marks every ancestor child-active when a descendant at any depth is active', () => {
    const nodes = build('/leistungen/fenster/glas');
    const services = nodes[1];
    expect(services?.active).toBe(false);
    expect(services?.childActive).toBe(true);
    expect(services?.children[0]?.childActive).toBe(true);
    expect(services?.children[0]?.children[0]?.active).toBe(true);
  });

  it('marks a branch item active on its store page and below it', () => {
    expect(build('/store/wien-mitte')[2]?.active).toBe(true);
    expect(build('/store/wien-mitte/checkout')[2]?.active).toBe(true);
    expect(build('/store/wien')[2]?.active).toBe(false);
  });

  it('opens link items in a new tab and never marks them active', () => {
    const blog = buildNavigation([item({ type: 'link', label: 'Blog', target: '/leistungen' })], {
      sites,
      branches,
      pathname: '/leistungen',
    })[0];
    expect(blog?.external).toBe(true);
    expect(blog?.active).toBe(false);
  });

  it('gives items whose target no longer exists no link', () => {
    expect(buildNavigation([item({ target: 99 })], { sites, branches, pathname: '/' })[0]?.href).toBeNull();
  });
});
