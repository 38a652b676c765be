import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { authHeaders, TEST_ADMIN } from '@theke/server/testing';
import { startTestPlatform, type TestPlatform } from '../testing/test-platform';
import { START_SHELL_AFTER_LOAD, START_SHELL_AFTER_LOAD_HASH } from './first-screen';
import { createFrontendRoutes } from './index';

const SHELL_SCRIPT = '/assets/shell/main.0123abcd.js';
const SHELL_HTML = `<!doctype html><html lang="de"><head><title>Theke</title><meta name="description" content="" /><!--theke:head--><script defer src="${SHELL_SCRIPT}"></script></head><body><div id="root"></div></body></html>`;

/** What `#root` holds in the served HTML. */
function rootOf(html: string): string {
  return /<div id="root">([\s\S]*)<\/div>\s*<\/body>/.exec(html)?.[1] ?? '';
}

interface Named {
  name: string;
}

describe('server-rendered first screens of guest pages (issues 7 and 10: LCP without JavaScript)', () => {
  let platform: TestPlatform;
  let distRoot: string;
  let url: string;

  beforeAll(async () => {
    distRoot = mkdtempSync(path.join(os.tmpdir(), 'theke-first-screen-'));
    mkdirSync(path.join(distRoot, 'shell/dist'), { recursive: true });
    writeFileSync(path.join(distRoot, 'shell/dist/index.html'), SHELL_HTML);
    writeFileSync(path.join(distRoot, 'shell/dist/assets-manifest.json'), JSON.stringify({ chunks: { main: ['main.0123abcd.js'] } }));
    platform = await startTestPlatform({ frontend: createFrontendRoutes({ distRoot }) });
    url = platform.gateway.url;
  }, 120_000);

  afterAll(async () => {
    await platform.close();
    rmSync(distRoot, { recursive: true, force: true });
  });

  it('serves a site page with its content and styles in the HTML, its controls disabled until the shell runs', async () => {
    const response = await request(url).get('/ueber-uns').expect(200);
    const root = rootOf(response.text);
    expect(root.startsWith('<fieldset disabled data-first-screen>')).toBe(true);
    expect(root).toContain('data-testid="header"');
    expect(root).toMatch(/<h1[^>]*>Wer wir sind<\/h1>/);
    expect(root).toContain('Theke wurde 2009 in Wien-Neubau');
    expect(root).not.toContain('<script');
    // styled-components' rules arrive with the markup, so nothing is painted unstyled; marked as
    // the first screen's, so the browser's styled-components does not take them over.
    expect(response.text).toMatch(/<style data-first-screen-styles[^>]*>[^<]*\.[a-zA-Z]+\{/);
    expect(response.text).not.toContain('data-styled="true"');
  });

  it('starts the shell after the page has loaded, by an inline script the CSP allows by its hash', async () => {
    const response = await request(url).get('/ueber-uns').expect(200);
    expect(response.text).not.toContain(`<script defer src="${SHELL_SCRIPT}">`);
    expect(response.text).toContain(`<link rel="preload" as="script" href="${SHELL_SCRIPT}" fetchpriority="low">`);
    const inline = /<script data-src="([^"]+)">([^<]+)<\/script>/.exec(response.text);
    expect(inline?.[1]).toBe(SHELL_SCRIPT);
    expect(inline?.[2]).toBe(START_SHELL_AFTER_LOAD);
    const hash = `'sha256-${createHash('sha256').update(inline?.[2] ?? '').digest('base64')}'`;
    expect(hash).toBe(START_SHELL_AFTER_LOAD_HASH);
    expect(response.headers['content-security-policy']).toContain(hash);
  });

  it('hands the browser the queries the page read besides /api/init, so it replaces the screen without a loader', async () => {
    const response = await request(url).get('/leistungen').expect(200);
    const block = /<script type="application\/json" id="theke-first-screen">([^<]+)<\/script>/.exec(response.text)?.[1];
    const state = JSON.parse(block ?? 'null') as { queries: Array<{ queryKey: unknown[]; data: unknown }> };
    expect(state.queries.map((query) => query.queryKey)).toEqual([['/api/sites', { path: '/leistungen' }]]);
  });

  it('renders the division page’s branch cards and a branch store’s products as a guest sees them', async () => {
    const branches = (await request(url).get('/api/branches').expect(200)).body.data as Array<Named & { identifier: string; isPublic: boolean }>;
    const division = rootOf((await request(url).get('/').expect(200)).text);
    for (const branch of branches) expect(division).toContain(branch.name);
    expect(division).toMatch(/\d von \d Filialen werden angezeigt\./);

    const branch = branches.find((candidate) => candidate.isPublic);
    if (!branch) throw new Error('the demo has a public branch');
    const store = rootOf((await request(url).get(`/store/${branch.identifier}`).expect(200)).text);
    expect(store).toContain(branch.name);
    expect(store).toContain('data-testid="store-page"');
    expect(store).toContain('€');
  });

  it('shows the cookie banner only to visitors whose cookie holds no consent', async () => {
    expect(rootOf((await request(url).get('/site/imprint').expect(200)).text)).toContain('data-testid="cookie-banner"');
    const consented = await request(url).get('/site/imprint').set('Cookie', 'cookie-acceptance=true').expect(200);
    expect(rootOf(consented.text)).toContain('data-testid="header"');
    expect(rootOf(consented.text)).not.toContain('data-testid="cookie-banner"');
  });

  it('leaves staff pages and checkout to the browser (order status: page-status.test.ts)', async () => {
    const staff = await request(url).get('/ueber-uns').set('Cookie', 'theke.sid=s%3Aanything').expect(200);
    expect(staff.text).toContain('<div id="root"></div>');
    expect(staff.text).toContain(`<script defer src="${SHELL_SCRIPT}">`);
    for (const page of ['/store/wien-mariahilf/checkout', '/backend']) {
      expect((await request(url).get(page).expect(200)).text).toContain('<div id="root"></div>');
    }
  });

  it('renders only pages guests can see: an unknown path and a draft get the 404 view, not the page (issue 25)', async () => {
    for (const page of ['/gibt-es-nicht', '/aktionen/fruehjahrsputz']) {
      const root = rootOf((await request(url).get(page).expect(404)).text);
      expect(root).toContain('data-testid="not-found"');
      expect(root).not.toContain('Frühjahrsputz');
    }
  });

  it('renders a changed page anew once the content service announces the change', async () => {
    expect(rootOf((await request(url).get('/ueber-uns').expect(200)).text)).toMatch(/<h1[^>]*>Wer wir sind<\/h1>/);
    const content = platform.services.content?.url ?? '';
    const sites = (await request(content).get('/api/sites').set(authHeaders(TEST_ADMIN)).expect(200)).body.data as Array<Record<string, unknown>>;
    const site = sites.find((candidate) => candidate.path === '/ueber-uns');
    if (!site) throw new Error('the demo has /ueber-uns');
    const { name, title, path: sitePath, description, type, isPublic } = site;
    const body: unknown = JSON.parse(JSON.stringify(site.content).replace('<h1>Wer wir sind</h1>', '<h1>Wer wir heute sind</h1>'));
    await request(content)
      .put(`/api/sites/${String(site.id)}`)
      .set(authHeaders(TEST_ADMIN))
      .send({ name, title, path: sitePath, description, type, isPublic, content: body })
      .expect(200);
    // The outbox relays the change event to the gateway's fan-out queue shortly after the write.
    let root = '';
    for (let attempt = 0; attempt < 50 && !/Wer wir heute sind/.test(root); attempt += 1) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      root = rootOf((await request(url).get('/ueber-uns').expect(200)).text);
    }
    expect(root).toMatch(/<h1[^>]*>Wer wir heute sind<\/h1>/);
  });

  it('drops a plugin switched off in the config from the guest /api/init and the first screens (issue 19)', async () => {
    const guestSearch = async () => {
      const entries = (await request(url).get('/api/init').expect(200)).body.data as Array<{ url: string; data: { enablePluginSearch: boolean } }>;
      return entries.find((entry) => entry.url === '/api/config')?.data.enablePluginSearch;
    };
    const divisionScreen = async () => rootOf((await request(url).get('/').expect(200)).text);
    expect(await guestSearch()).toBe(true);
    expect(await divisionScreen()).toContain('data-testid="branch-search"');
    expect(await divisionScreen()).toContain('data-testid="toolbar"');

    const content = platform.services.content?.url ?? '';
    const saveConfig = (flags: Record<string, boolean>) =>
      request(content).post('/api/config').set(authHeaders(TEST_ADMIN)).send(flags).expect(200);
    await saveConfig({ enablePluginSearch: false, enablePluginToolbar: false });
    try {
      // content.config.changed is relayed from svc-content's outbox shortly after the save.
      let screen = await divisionScreen();
      for (let attempt = 0; attempt < 50 && screen.includes('data-testid="branch-search"'); attempt += 1) {
        await new Promise((resolve) => setTimeout(resolve, 200));
        screen = await divisionScreen();
      }
      expect(screen).not.toContain('data-testid="branch-search"');
      expect(screen).not.toContain('data-testid="toolbar"');
      expect(await guestSearch()).toBe(false);
    } finally {
      await saveConfig({ enablePluginSearch: true, enablePluginToolbar: true });
    }
  });
});
