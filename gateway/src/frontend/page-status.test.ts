import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { QueryTypes } from 'sequelize';
import request from 'supertest';
import { EVENTS } from '@theke/contracts';
import { imageUrl } from '@theke/domain';
import type { RunningService } from '@theke/server';
import { authHeaders, TEST_ADMIN } from '@theke/server/testing';
import { browserSession, signedIn, type BrowserSession } from '../testing/staff-sessions';
import { startTestPlatform, type TestPlatform } from '../testing/test-platform';
import { createFrontendRoutes } from './index';

const SHELL_SCRIPT = '/assets/shell/main.0123abcd.js';
const SHELL_HTML = `<!doctype html><html lang="de"><head><title>Theke</title><meta name="description" content="" /><!--theke:head--><script defer src="${SHELL_SCRIPT}"></script></head><body><div id="root"></div></body></html>`;
const NOINDEX = '<meta name="robots" content="noindex">';
const DRAFT = '/aktionen/fruehjahrsputz';
const NON_PUBLIC_BRANCH = '/store/innsbruck-maria-theresien-strasse';

/** What `#root` holds in the served HTML. */
function rootOf(html: string): string {
  return /<div id="root">([\s\S]*)<\/div>\s*<\/body>/.exec(html)?.[1] ?? '';
}

/** SPEC §2 content page: the 404 view's texts, inside the layout. */
function expectNotFoundView(html: string): void {
  const root = rootOf(html);
  expect(root).toContain('data-testid="header"');
  expect(root).toMatch(/<h1[^>]*>404 Not Found<\/h1>/);
  expect(root).toContain('Leider wurde die angeforderte Seite nicht gefunden.');
  expect(html).toContain(NOINDEX);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('page statuses a crawler can trust (issue 25, docs/adr/0039-page-statuses.md)', () => {
  let platform: TestPlatform;
  let distRoot: string;
  let url: string;
  let content: RunningService;
  let admin: BrowserSession;

  /** The status of a page once svc-content's change event has reached the gateway (the outbox relays it shortly after the write). */
  async function statusAfterChange(page: string, expected: number): Promise<request.Response> {
    let response = await request(url).get(page);
    for (let attempt = 0; attempt < 50 && response.status !== expected; attempt += 1) {
      await sleep(200);
      response = await request(url).get(page);
    }
    return response;
  }

  beforeAll(async () => {
    distRoot = mkdtempSync(path.join(os.tmpdir(), 'theke-page-status-'));
    mkdirSync(path.join(distRoot, 'shell/dist'), { recursive: true });
    writeFileSync(path.join(distRoot, 'shell/dist/index.html'), SHELL_HTML);
    writeFileSync(path.join(distRoot, 'shell/dist/main.0123abcd.js'), 'console.log("shell");');
    writeFileSync(path.join(distRoot, 'shell/dist/assets-manifest.json'), JSON.stringify({ chunks: { main: ['main.0123abcd.js'] } }));
    platform = await startTestPlatform({ frontend: createFrontendRoutes({ distRoot }) });
    url = platform.gateway.url;
    const service = platform.services.content;
    if (!service) throw new Error('the platform runs svc-content');
    content = service;
    admin = await signedIn(url, 'admin', 'theke-admin');
  }, 120_000);

  afterAll(async () => {
    await platform.close();
    rmSync(distRoot, { recursive: true, force: true });
  });

  describe('pages that exist', () => {
    it.each(['/', '/ueber-uns', '/leistungen/fensterreinigung', '/karriere/reinigungskraft-wien', '/site/imprint', '/store/wien-mariahilf', '/store/wien-mariahilf/checkout', '/backend'])(
      'answers %s with 200 and lets search engines index it',
      async (page) => {
        const response = await request(url).get(page).expect(200).expect('content-type', /text\/html/);
        expect(response.text).not.toContain(NOINDEX);
        expect(response.text).not.toContain('data-testid="not-found"');
      },
    );

    it('keeps a redirected path a real 301 to its target', async () => {
      const response = await request(url).get('/jobs').expect(301);
      expect(response.headers.location).toBe('/karriere');
    });
  });

  describe('a path that is no page', () => {
    it('answers 404 with the SPEC 404 view in the layout, titled with the shop title', async () => {
      const response = await request(url).get('/gibts-nicht').expect(404).expect('content-type', /text\/html/);
      expectNotFoundView(response.text);
      expect(response.headers['cache-control']).toBe('no-cache');
      const config = (await request(url).get('/api/config').expect(200)).body.data as { seoTitle: string | null; title: string | null; shopName: string };
      expect(response.text).toContain(`<title>${config.seoTitle || config.title || config.shopName}</title>`);
      // The shell still starts and shows the same view in the browser.
      expect(response.text).toContain(`<link rel="preload" as="script" href="${SHELL_SCRIPT}" fetchpriority="low">`);
    });

    it('answers a HEAD request with the same 404', async () => {
      await request(url).head('/gibts-nicht').expect(404);
    });

    it('answers 404 for a store of an unknown branch and of a non-public one, and for their checkout', async () => {
      for (const page of ['/store/gibts-nicht', NON_PUBLIC_BRANCH, '/store/gibts-nicht/checkout', `${NON_PUBLIC_BRANCH}/checkout`]) {
        const response = await request(url).get(page).expect(404);
        expectNotFoundView(response.text);
        expect(rootOf(response.text)).not.toContain('Innsbruck</h1>');
      }
    });

    it('answers 404 for a draft page to a guest, without its title or content', async () => {
      const response = await request(url).get(DRAFT).expect(404);
      expectNotFoundView(response.text);
      expect(response.text).not.toContain('Frühjahrsputz');
    });

    it('answers 404 for a draft to a visitor with a session but no login, and to a forged session cookie', async () => {
      const visitor = await browserSession(url);
      expectNotFoundView((await visitor.agent.get(DRAFT).expect(404)).text);
      await request(url).get(DRAFT).set('Cookie', 'theke.sid=s%3Aanything').expect(404);
    });
  });

  describe('order status pages', () => {
    let order: { uid: string; hash: string };

    beforeAll(async () => {
      const orders = platform.services.orders;
      if (!orders) throw new Error('the platform runs svc-orders');
      const [first] = await orders.context.sequelize.query<{ uid: string; hash: string }>('SELECT uid, hash FROM orders ORDER BY id LIMIT 1', {
        type: QueryTypes.SELECT,
      });
      if (!first) throw new Error('the demo has orders');
      order = first;
    });

    it('answers 200 for a placed order, rendered by the browser as before', async () => {
      const response = await request(url).get(`/status/${order.uid}/${order.hash}`).expect(200);
      expect(rootOf(response.text)).toBe('');
      expect(response.text).toContain('<title>Bestellstatus - ');
    });

    it('answers a wrong hash and an unknown uid with the same 404 and the same body', async () => {
      const pages = [`/status/${order.uid}/${'0'.repeat(48)}`, `/status/${randomUUID()}/${'0'.repeat(48)}`, '/status/x/y'];
      const bodies: string[] = [];
      for (const page of pages) {
        const response = await request(url).get(page).expect(404);
        expectNotFoundView(response.text);
        expect(response.text).toContain('<title>Bestellstatus - ');
        // Only the address itself (canonical, og:url) differs.
        bodies.push(response.text.split(page).join('<path>'));
      }
      expect(bodies[1]).toBe(bodies[0]);
      expect(bodies[2]).toBe(bodies[0]);
    });
  });

  describe('time clock links (issue 21)', () => {
    it('answers 200 titled Zeiterfassung, kept from search engines, caches and Referer headers', async () => {
      // The page itself does not check the pair: the remote asks the API, which answers a wrong one 401.
      const response = await request(url).get('/zeiterfassung/mitarbeiter/irgendein-token').expect(200);
      expect(response.text).toContain('<title>Zeiterfassung - ');
      expect(response.text).toContain(NOINDEX);
      expect(rootOf(response.text)).toBe('');
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.headers['referrer-policy']).toBe('no-referrer');
    });
  });

  describe("a branch's self-service kiosk (issue 24)", () => {
    it('answers 200 titled with the branch, kept from search engines, and 404 for an unknown or non-public branch', async () => {
      for (const page of ['/kiosk/wien-mariahilf', '/kiosk/wien-mariahilf/checkout']) {
        const response = await request(url).get(page).expect(200);
        expect(response.text).toMatch(/<title>[^<]*Mariahilf[^<]* - /);
        expect(response.text).toContain(NOINDEX);
        // Outside the site layout: the browser renders it alone.
        expect(rootOf(response.text)).toBe('');
      }
      for (const page of ['/kiosk/gibts-nicht', NON_PUBLIC_BRANCH.replace('/store/', '/kiosk/')]) await request(url).get(page).expect(404);
    });
  });

  describe("a TV's player (issue 23)", () => {
    it('answers 200, kept from search engines and caches', async () => {
      // No credential in the address: the player pairs or sends its device token to the API.
      const response = await request(url).get('/signage/player').expect(200);
      expect(response.text).toContain(NOINDEX);
      expect(rootOf(response.text)).toBe('');
      expect(response.headers['cache-control']).toBe('no-store');
    });
  });

  describe('staff', () => {
    it('see a draft page with 200, kept from search engines, flagged by the website as a draft', async () => {
      for (const session of [admin, await signedIn(url, 'mitarbeiter', 'theke-mitarbeiter')]) {
        const response = await session.agent.get(DRAFT).expect(200);
        expect(response.text).toContain(NOINDEX);
        // No first screen for staff: the website renders the page with its draft flag (isPublic: false).
        expect(rootOf(response.text)).toBe('');
        const sites = (await session.agent.get(`/api/sites?path=${encodeURIComponent(DRAFT)}`).expect(200)).body.data as Array<{ isPublic: boolean }>;
        expect(sites).toEqual([expect.objectContaining({ isPublic: false })]);
      }
    });

    it('see a non-public branch’s store with 200, and still get 404 for what does not exist', async () => {
      expect((await admin.agent.get(NON_PUBLIC_BRANCH).expect(200)).text).toContain(NOINDEX);
      for (const page of ['/gibts-nicht', '/store/gibts-nicht', '/status/x/y']) expectNotFoundView((await admin.agent.get(page).expect(404)).text);
    });
  });

  describe('a page whose status changes', () => {
    const page = '/aktionen/sommerputz';
    let id = 0;
    const save = (isPublic: boolean) =>
      request(content.url)
        .put(`/api/sites/${id}`)
        .set(authHeaders(TEST_ADMIN))
        .send({ name: 'Sommerputz', title: 'Sommerputz im Büro', path: page, type: 'default', isPublic, content: { body: [] } })
        .expect(200);

    beforeAll(async () => {
      const created = await request(content.url)
        .post('/api/sites')
        .set(authHeaders(TEST_ADMIN))
        .send({ name: 'Sommerputz', title: 'Sommerputz im Büro', path: page, type: 'default', isPublic: true, content: { body: [] } })
        .expect(201);
      id = Number(created.body.data.id);
    });

    it('turns 404 on the request after it becomes a draft, and 200 with its first screen after it is public again', async () => {
      const published = await statusAfterChange(page, 200);
      expect(published.status).toBe(200);
      expect(rootOf(published.text)).toMatch(/<h1[^>]*>Sommerputz im Büro<\/h1>/);

      await save(false);
      const draft = await statusAfterChange(page, 404);
      expect(draft.status).toBe(404);
      expectNotFoundView(draft.text);
      expect(draft.text).not.toContain('Sommerputz im Büro');

      await save(true);
      const again = await statusAfterChange(page, 200);
      expect(again.status).toBe(200);
      expect(rootOf(again.text)).toMatch(/<h1[^>]*>Sommerputz im Büro<\/h1>/);
      expect(again.text).not.toContain(NOINDEX);
    });

    it('answers 500 with the SPEC error view for a page of a type the website cannot show', async () => {
      // svc-content accepts no such type: written around its API, then announced like a change.
      await content.context.sequelize.query(`UPDATE sites SET type = 'landingpage' WHERE id = :id`, { replacements: { id } });
      await content.context.bus.publish({ id: randomUUID(), type: EVENTS.siteChanged, occurredAt: new Date().toISOString(), data: { id } });
      const response = await statusAfterChange(page, 500);
      expect(response.status).toBe(500);
      const root = rootOf(response.text);
      expect(root).toContain('data-testid="header"');
      expect(root).toMatch(/<h1[^>]*>500 Internal Server Error<\/h1>/);
      expect(root).toContain('Leider ist ein interner Fehler aufgetreten');
      expect(response.text).toContain(NOINDEX);
    });

    it('answers 404 once the page is deleted', async () => {
      await request(content.url).delete(`/api/sites/${id}`).set(authHeaders(TEST_ADMIN)).expect(204);
      const response = await statusAfterChange(page, 404);
      expect(response.status).toBe(404);
      expectNotFoundView(response.text);
    });
  });

  describe('paths that name a file', () => {
    it.each([
      '/manifest.json',
      '/site.webmanifest',
      '/app.js',
      '/styles/site.css',
      '/main.js.map',
      '/bilder/team.jpg',
      '/bilder/team.jpeg',
      '/logo.gif',
      '/logo.webp',
      '/logo.svg',
      '/logo.avif',
      '/ueber-uns/bild.png',
    ])('answers %s with a plain 404, never the HTML page', async (file) => {
      const response = await request(url).get(file).expect(404);
      expect(response.headers['content-type']).not.toMatch(/html/);
      expect(response.text).not.toContain('theke-registry');
    });

    it('keeps serving robots.txt, sitemap.xml, built files and images', async () => {
      // The installable app's icons are images (issue 24, ADR 0049).
      await request(url).get('/favicon.ico').expect(200).expect('content-type', 'image/x-icon');
      await request(url).get('/apple-touch-icon.png').expect(200).expect('content-type', 'image/png');
      await request(url).get('/robots.txt').expect(200).expect('content-type', /text\/plain/);
      await request(url).get('/sitemap.xml').expect(200).expect('content-type', /xml/);
      await request(url).get(SHELL_SCRIPT).expect(200).expect('content-type', /javascript/);
      // A chunk a deployment removed is not found (it was answered as a bad request).
      await request(url).get('/assets/shell/gibts-nicht.js').expect(404).expect('content-type', /json/);
      const branches = (await request(url).get('/api/branches').expect(200)).body.data as Array<{ images: Array<{ id: number; version: number; extension: string }> }>;
      const image = branches[0]?.images[0];
      if (!image) throw new Error('the demo branches have images');
      await request(url).get(imageUrl(image, 'small')).expect(200).expect('content-type', /image\//);
      const upload = await request(url).get('/upload/gibts-nicht/1-1.pdf');
      expect(upload.headers['content-type']).not.toMatch(/html/);
    });
  });
});
