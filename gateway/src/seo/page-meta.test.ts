import { zoneOffsetAt } from '@theke/domain';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import express from 'express';
import request from 'supertest';
import { MemoryBus } from '@theke/server';
import { TEST_INTERNAL_SECRET } from '@theke/server/testing';
import { createFrontendRoutes } from '../frontend';
import { startTestPlatform, type TestPlatform } from '../testing/test-platform';
import { applyMetaTags, buildPageMeta, renderMetaTags, resolveRouteKind, type MetaData } from './page-meta';
import { metaTags } from '@theke/shell/server';
import { pageMetaRouter, redirectLookup } from './page-meta.routes';
import { publicOrderLookup, staffSiteLookup } from './page-lookups';
import { guestReader, serviceGet } from './service-reader';

const DATA: MetaData = {
  config: { shopName: 'Theke', title: 'Theke Reinigung', seoTitle: null, description: 'Sauber.', seoDescription: null },
  sites: [{ path: '/ueber-uns', name: 'Über uns', title: 'Wer wir sind', description: 'Seit 2009 <sauber>.' }],
  branches: [{ identifier: 'wien', name: 'Wien Mariahilf', description: null, images: [{ id: 7, version: 2, extension: 'jpg' }] }],
  divisions: [{ title: 'Sauberkeit', description: 'Überall.' }],
};
const ORIGIN = 'https://theke.example.at';
const meta = (pathname: string) => buildPageMeta(resolveRouteKind(pathname), { ...DATA, origin: ORIGIN, pathname });

describe('page metadata (SPEC §2 formats)', () => {
  it('titles a site page with its title and the shop title, described by the page', () => {
    expect(meta('/ueber-uns')).toEqual({
      title: 'Wer wir sind - Theke Reinigung',
      description: 'Seit 2009 <sauber>.',
      canonical: 'https://theke.example.at/ueber-uns',
      image: null,
    });
  });

  it('titles the division page and a branch page, falling back to the config description', () => {
    expect(meta('/').title).toBe('Sauberkeit - Theke Reinigung');
    expect(meta('/store/wien')).toMatchObject({
      title: 'Wien Mariahilf - Theke Reinigung',
      description: 'Sauber.',
      image: 'https://theke.example.at/image/large/7-2.jpg',
    });
    expect(meta('/site/imprint').title).toBe('Impressum - Theke Reinigung');
    expect(meta('/unbekannt').title).toBe('Theke Reinigung');
  });

  it('escapes the tags and replaces the template title and description', () => {
    const tags = renderMetaTags(meta('/ueber-uns'));
    expect(tags).toContain('<meta property="og:description" content="Seit 2009 &lt;sauber&gt;.">');
    expect(tags).toContain('<meta name="twitter:card" content="summary">');
    const html = applyMetaTags('<html><head><title>Theke</title><meta name="description" content="" /></head></html>', tags);
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain('<title>Wer wir sind - Theke Reinigung</title>');
    expect(html.match(/name="description"/g)).toHaveLength(1);
  });

  it('serves exactly the tags the shell writes on navigation (one list, shell/src/meta/page-meta.ts)', () => {
    const page = meta('/store/wien');
    const lines = renderMetaTags(page).split('\n    ');
    const shellTags = metaTags(page).map(([attribute, key, content]) => `<meta ${attribute}="${key}" content="${content}">`);
    expect(lines).toEqual([
      '<title>Wien Mariahilf - Theke Reinigung</title>',
      shellTags[0],
      '<link rel="canonical" href="https://theke.example.at/store/wien">',
      ...shellTags.slice(1),
    ]);
  });
});

describe('page requests against the real services', () => {
  let platform: TestPlatform;
  let app: express.Express;
  let distRoot: string;
  const bus = new MemoryBus();

  beforeAll(async () => {
    platform = await startTestPlatform();
    distRoot = mkdtempSync(path.join(os.tmpdir(), 'theke-page-meta-'));
    mkdirSync(path.join(distRoot, 'shell/dist'), { recursive: true });
    writeFileSync(
      path.join(distRoot, 'shell/dist/index.html'),
      '<!doctype html><html lang="de"><head><title>Theke</title><meta name="description" content="" /><!--theke:head--></head><body><div id="root"></div></body></html>',
    );
    const urls = Object.fromEntries(Object.entries(platform.services).map(([name, service]) => [name, service.url]));
    const services = { catalog: urls.catalog ?? '', orders: urls.orders ?? '', content: urls.content ?? '', workforce: urls.workforce ?? '' };
    app = express();
    const get = serviceGet(services, TEST_INTERNAL_SECRET);
    app.use(
      pageMetaRouter({
        read: guestReader(services, TEST_INTERNAL_SECRET),
        resolveRedirect: redirectLookup(services, TEST_INTERNAL_SECRET),
        orderExists: publicOrderLookup(get),
        staffOf: async () => null,
        staffSite: staffSiteLookup(get),
        bus,
      }),
    );
    app.use(createFrontendRoutes({ distRoot }).pages);
  }, 120_000);

  afterAll(async () => {
    await bus.close();
    await platform.close();
    rmSync(distRoot, { recursive: true, force: true });
  });

  it('answers a redirected path with a real 301 to its target', async () => {
    const response = await request(app).get('/jobs').expect(301);
    expect(response.headers.location).toBe('/karriere');
  });

  it('serves a site page whose HTML, without JavaScript, carries its title, description and og tags', async () => {
    const response = await request(app).get('/ueber-uns').expect(200);
    expect(response.text).toMatch(/<title>Wer wir sind - [^<]+<\/title>/);
    expect(response.text).toMatch(/<meta property="og:title" content="Wer wir sind - [^"]+">/);
    expect(response.text).toContain('<meta name="description" content="Seit 2009 sorgen wir');
    expect(response.text).toMatch(/<link rel="canonical" href="http:\/\/127\.0\.0\.1:\d+\/ueber-uns">/);
    expect(response.text).toContain('<meta name="twitter:title" content="Wer wir sind - ');
    // The hero's first slide is the page's largest image: fetched alongside the scripts.
    expect(response.text).toMatch(/<link rel="preload" as="image" href="\/image\/medium\/\d+-\d+\.jpg" imagesrcset="[^"]+" imagesizes="100vw" fetchpriority="high">/);
  });

  it('ships the business zone’s offsets for the coming months, so the browser skips Intl on its first render', async () => {
    const response = await request(app).get('/').expect(200);
    const block = /<script type="application\/json" id="theke-zone">([^<]+)<\/script>/.exec(response.text)?.[1];
    const table = JSON.parse(block ?? 'null') as { timeZone: string; offsets: Array<[number, number]>; until: number };
    expect(table.timeZone).toBe('Europe/Vienna');
    expect(table.until - Date.now()).toBeGreaterThan(390 * 86_400_000);
    // Vienna changes twice a year: every span of 400 days holds at least two changes.
    expect(table.offsets.length).toBeGreaterThanOrEqual(3);
    for (const [start, offset] of table.offsets) {
      expect(zoneOffsetAt(new Date(start + 60_000), 'Europe/Vienna')).toBe(offset);
    }
  });

  it('preloads the first branch card’s image on the division page, with the card’s srcset and sizes', async () => {
    const response = await request(app).get('/').expect(200);
    expect(response.text).toMatch(
      /<link rel="preload" as="image" href="\/image\/tiny\/\d+-\d+\.jpg" imagesrcset="\/image\/tiny\/[^"]+ 256w, [^"]+" imagesizes="\(min-width: 720px\) 22rem, 100vw" fetchpriority="high">/,
    );
  });

  it('titles a job page and a branch page on the server', async () => {
    const job = await request(app).get('/karriere/reinigungskraft-wien').expect(200);
    expect(job.text).toMatch(/<title>Reinigungskraft \(m\/w\/d\) in Wien - [^<]+<\/title>/);
    const branches = (await request(platform.gateway.url).get('/api/branches').expect(200)).body.data as Array<{ identifier: string; name: string }>;
    const branch = branches[0];
    if (!branch) throw new Error('the demo has branches');
    const page = await request(app).get(`/store/${branch.identifier}`).expect(200);
    expect(page.text).toContain(`<title>${branch.name} - `);
  });

  it('answers a draft page with 404 to guests, without its title, kept from search engines', async () => {
    const draft = await request(app).get('/aktionen/fruehjahrsputz').expect(404);
    expect(draft.text).not.toContain('Frühjahrsputz: 10 %');
    expect(draft.text).toContain('<meta name="robots" content="noindex">');
  });
});
