import { childPathOf, siteTree, type SiteSummary } from './site-tree';

const site = (id: number, path: string, isPublic = true): SiteSummary => ({ id, name: `Seite ${id}`, path, type: 'default', isPublic });

describe('the page tree by path', () => {
  it('puts each page below the page of its parent path, sorted by segment', () => {
    const tree = siteTree([site(1, '/ueber-uns'), site(2, '/leistungen/reinigung'), site(3, '/leistungen'), site(4, '/leistungen/fenster', false)]);
    expect(tree.map((node) => node.path)).toEqual(['/leistungen', '/ueber-uns']);
    const services = tree[0];
    expect(services?.site?.id).toBe(3);
    expect(services?.children.map((node) => [node.segment, node.site?.id, node.site?.isPublic])).toEqual([
      ['fenster', 4, false],
      ['reinigung', 2, true],
    ]);
  });

  it('keeps a place for a path segment without a page of its own', () => {
    const [career] = siteTree([site(7, '/karriere/koch')]);
    expect(career).toMatchObject({ segment: 'karriere', path: '/karriere', site: null });
    expect(career?.children).toEqual([{ segment: 'koch', path: '/karriere/koch', site: expect.objectContaining({ id: 7 }), children: [] }]);
  });

  it('starts a sub-page below its parent', () => {
    expect(childPathOf('/leistungen')).toBe('/leistungen/');
    expect(childPathOf('/')).toBe('/');
  });
});
