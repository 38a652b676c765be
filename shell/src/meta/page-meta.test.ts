import type { Branch, Config, Division, Site } from '@theke/ui';
import { applyPageMeta } from './apply-page-meta';
import { buildPageMeta, type PageMetaData } from './page-meta';
import { resolveRouteKind } from '@theke/ui';

const config = {
  shopName: 'Glanz & Co',
  title: 'Glanz & Co Reinigung',
  seoTitle: null,
  description: 'Reinigung in ganz Österreich',
  seoDescription: null,
  image: { id: 4, version: 2, extension: 'jpg' },
} as unknown as Config;

const data: PageMetaData = {
  config,
  sites: [
    { id: 1, name: 'Über uns', title: 'Wer wir sind', path: '/ueber-uns', description: 'Unser Team' },
    { id: 2, name: 'Karriere', title: null, path: '/karriere', description: null },
  ] as unknown as Site[],
  branches: [
    { id: 5, identifier: 'graz', name: 'Graz Zentrum', description: 'Filiale Graz', images: [{ id: 9, version: 1, extension: 'png' }] },
  ] as unknown as Branch[],
  divisions: [{ id: 1, title: 'Reinigungsdienste' }] as unknown as Division[],
  origin: 'https://glanz.example.at',
  pathname: '/',
};

const metaFor = (pathname: string, overrides: Partial<PageMetaData> = {}) =>
  buildPageMeta(resolveRouteKind(pathname), { ...data, ...overrides, pathname });

describe('page titles (SPEC §2)', () => {
  it("titles a site page '{site title or name} - {shop title}'", () => {
    expect(metaFor('/ueber-uns').title).toBe('Wer wir sind - Glanz & Co Reinigung');
    expect(metaFor('/karriere').title).toBe('Karriere - Glanz & Co Reinigung');
  });

  it("titles the division page '{title - }{shop title}'", () => {
    expect(metaFor('/').title).toBe('Reinigungsdienste - Glanz & Co Reinigung');
    expect(metaFor('/', { divisions: [] }).title).toBe('Glanz & Co Reinigung');
  });

  it("titles a branch '{branch name} - {shop title}'", () => {
    expect(metaFor('/store/graz').title).toBe('Graz Zentrum - Glanz & Co Reinigung');
  });

  it("titles checkout 'Bestellvorgang - ...' and status 'Bestellstatus - ...'", () => {
    expect(metaFor('/store/graz/checkout').title).toBe('Bestellvorgang - Glanz & Co Reinigung');
    expect(metaFor('/store/graz/checkout/error').title).toBe('Bestellvorgang - Glanz & Co Reinigung');
    expect(metaFor('/status/abc/def').title).toBe('Bestellstatus - Glanz & Co Reinigung');
  });

  it("titles an employee's time clock 'Zeiterfassung - ...'", () => {
    expect(metaFor('/zeiterfassung/mitarbeiter/token').title).toBe('Zeiterfassung - Glanz & Co Reinigung');
  });

  it('prefers the SEO title as shop title', () => {
    expect(metaFor('/store/graz', { config: { ...config, seoTitle: 'Glanz SEO' } }).title).toBe('Graz Zentrum - Glanz SEO');
  });

  it('takes the description from the site or branch, otherwise from the config', () => {
    expect(metaFor('/ueber-uns').description).toBe('Unser Team');
    expect(metaFor('/store/graz').description).toBe('Filiale Graz');
    expect(metaFor('/karriere').description).toBe('Reinigung in ganz Österreich');
  });

  it('makes canonical url and image absolute', () => {
    const meta = metaFor('/store/graz');
    expect(meta.canonical).toBe('https://glanz.example.at/store/graz');
    expect(meta.image).toBe('https://glanz.example.at/image/large/9-1.png');
    expect(metaFor('/ueber-uns').image).toBe('https://glanz.example.at/image/large/4-2.jpg');
  });

  it('names the fixed legal pages', () => {
    expect(metaFor('/site/imprint').title).toBe('Impressum - Glanz & Co Reinigung');
    expect(metaFor('/datenschutzerklaerung').title).toBe('Datenschutz - Glanz & Co Reinigung');
  });

  it('writes title, description, canonical, og and twitter tags into the document', () => {
    applyPageMeta(metaFor('/ueber-uns'));
    applyPageMeta(metaFor('/store/graz'));
    const content = (selector: string) => document.head.querySelector(selector)?.getAttribute('content');
    expect(document.title).toBe('Graz Zentrum - Glanz & Co Reinigung');
    expect(content('meta[name="description"]')).toBe('Filiale Graz');
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe('https://glanz.example.at/store/graz');
    expect(content('meta[property="og:title"]')).toBe('Graz Zentrum - Glanz & Co Reinigung');
    expect(content('meta[property="og:url"]')).toBe('https://glanz.example.at/store/graz');
    expect(content('meta[property="og:image"]')).toBe('https://glanz.example.at/image/large/9-1.png');
    expect(content('meta[name="twitter:title"]')).toBe('Graz Zentrum - Glanz & Co Reinigung');
    expect(content('meta[name="twitter:description"]')).toBe('Filiale Graz');
    expect(document.head.querySelectorAll('meta[property="og:title"]')).toHaveLength(1);
  });
});

describe('route kinds (SPEC §2 route table)', () => {
  it('recognises every fixed route and treats any other path as a content page', () => {
    expect(resolveRouteKind('/')).toEqual({ kind: 'division' });
    expect(resolveRouteKind('/store/graz')).toEqual({ kind: 'branch', identifier: 'graz' });
    expect(resolveRouteKind('/store/graz/checkout/error')).toEqual({ kind: 'checkout', identifier: 'graz', paymentFailed: true });
    expect(resolveRouteKind('/status/u1/h1')).toEqual({ kind: 'status', uid: 'u1', hash: 'h1' });
    expect(resolveRouteKind('/site/allergens')).toEqual({ kind: 'legal', page: 'allergens' });
    expect(resolveRouteKind('/backend/logout')).toEqual({ kind: 'backend' });
    // The token stays in the path only: nothing that resolves routes gets to hold it.
    expect(resolveRouteKind('/zeiterfassung/mitarbeiter/token')).toEqual({ kind: 'time-clock' });
    expect(resolveRouteKind('/signage/player')).toEqual({ kind: 'signage-player' });
    expect(resolveRouteKind('/site/anything')).toEqual({ kind: 'site', path: '/site/anything' });
    expect(resolveRouteKind('/a/b/c/')).toEqual({ kind: 'site', path: '/a/b/c' });
  });
});
