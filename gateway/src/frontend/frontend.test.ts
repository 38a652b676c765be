import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import express from 'express';
import request from 'supertest';
import { createFrontendRoutes } from './index';
import { inlineJson } from './shell-html';

const SHELL_HTML = `<!doctype html><html lang="de"><head><title>Theke</title><!--theke:head--><script defer src="/assets/shell/main.0123abcd.js"></script></head><body><div id="root"></div></body></html>`;

function write(root: string, file: string, content: string | Buffer): void {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), content);
}

function manifest(name: string, exposes: Record<string, string[]>): string {
  return JSON.stringify({
    metaData: { name, remoteEntry: { name: 'remoteEntry.js', path: '' } },
    exposes: Object.entries(exposes).map(([expose, sync]) => ({ name: expose, assets: { js: { sync, async: ['99.deadbeef.js'] } } })),
    shared: [],
  });
}

/** A built repository in miniature: the shell and four remotes' dist folders. */
function fakeBuild(): string {
  const root = mkdtempSync(path.join(os.tmpdir(), 'theke-frontend-'));
  write(root, 'shell/dist/index.html', SHELL_HTML);
  write(root, 'shell/dist/main.0123abcd.js', 'console.log("shell");'.repeat(50));
  write(root, 'shell/dist/main.0123abcd.js.gz', gzipSync('console.log("shell");'.repeat(50)));
  write(root, 'shell/dist/assets-manifest.json', JSON.stringify({ chunks: { main: ['main.0123abcd.js'], backend: ['backend.11112222.js'], 'backend-logout': ['backend-logout.33334444.js'], 'branch-screen': ['branch-screen.55556666.js'] } }));
  write(root, 'mfe-store/dist/mf-manifest.json', manifest('mfe_store', { DivisionPage: ['__federation_expose_DivisionPage.aaaa0001.js'], StorePage: ['__federation_expose_StorePage.aaaa0002.js', '12.aaaa0003.js'], KioskPage: ['__federation_expose_KioskPage.aaaa0004.js'] }));
  write(root, 'mfe-store/dist/remoteEntry.js', 'var mfe_store;');
  write(root, 'mfe-website/dist/mf-manifest.json', manifest('mfe_website', { SitePage: ['__federation_expose_SitePage.bbbb0001.js'], LegalPage: ['__federation_expose_LegalPage.bbbb0002.js'] }));
  write(root, 'mfe-website/dist/remoteEntry.js', 'var mfe_website;');
  write(root, 'mfe-backoffice/dist/mf-manifest.json', manifest('mfe_backoffice', { BackofficeApp: ['__federation_expose_BackofficeApp.cccc0001.js'], BranchOrders: ['__federation_expose_BranchOrders.cccc0002.js'], TimeClock: ['__federation_expose_TimeClock.cccc0003.js'] }));
  write(root, 'mfe-signage/dist/mf-manifest.json', manifest('mfe_signage', { SignageAdmin: ['__federation_expose_SignageAdmin.dddd0001.js'], SignagePlayer: ['__federation_expose_SignagePlayer.dddd0002.js'] }));
  return root;
}

function appFor(distRoot: string, remotes?: Record<string, string>): express.Express {
  const { api, pages } = createFrontendRoutes({ distRoot, remotes });
  const app = express();
  app.use('/api', api);
  app.use('/api', (_req, res) => res.status(404).json({ errors: [{ message: 'Nicht gefunden', code: 'not_found' }] }));
  app.use(pages);
  app.use((_req, res) => res.status(404).send('fallthrough'));
  return app;
}

/** The registry a page carries in its JSON data block. */
function inlineRegistry(html: string): { app: string; remotes: { name: string; entry: string }[] } {
  const match = /<script type="application\/json" id="theke-registry">(.*?)<\/script>/.exec(html);
  if (!match?.[1]) throw new Error('no inline registry');
  return JSON.parse(match[1]) as { app: string; remotes: { name: string; entry: string }[] };
}

const preloads = (html: string) => [...html.matchAll(/<link rel="preload" as="(\w+)" href="([^"]+)"/g)].map((m) => `${m[1]} ${m[2]}`);

describe('frontend hosting (gateway/src/frontend)', () => {
  let root: string;
  beforeEach(() => {
    root = fakeBuild();
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  describe('GET /api/remotes', () => {
    it('lists every built remote with its remoteEntry.js', async () => {
      const response = await request(appFor(root)).get('/api/remotes').expect(200);
      expect(response.body).toEqual({
        data: [
          { name: 'mfe_store', entry: '/assets/mfe-store/remoteEntry.js' },
          { name: 'mfe_website', entry: '/assets/mfe-website/remoteEntry.js' },
          { name: 'mfe_backoffice', entry: '/assets/mfe-backoffice/remoteEntry.js' },
          { name: 'mfe_signage', entry: '/assets/mfe-signage/remoteEntry.js' },
        ],
      });
    });

    it('answers one application’s registry: the guest site never sees back-office entries', async () => {
      const site = await request(appFor(root)).get('/api/remotes?app=site').expect(200);
      expect(site.body.data.map((entry: { name: string }) => entry.name)).toEqual(['mfe_store', 'mfe_website']);
      const backoffice = await request(appFor(root)).get('/api/remotes?app=backoffice').expect(200);
      expect(backoffice.body.data.map((entry: { name: string }) => entry.name)).toEqual(['mfe_backoffice', 'mfe_signage']);
    });

    it('rejects an unknown application with a German error', async () => {
      const response = await request(appFor(root)).get('/api/remotes?app=kasse').expect(400);
      expect(response.body.errors[0]).toMatchObject({ field: 'app', code: 'INVALID_APPLICATION' });
    });

    it('leaves out a remote that is not built, and points a remote elsewhere when told to', async () => {
      rmSync(path.join(root, 'mfe-signage'), { recursive: true });
      const app = appFor(root, { mfe_website: 'https://cdn.example.at/website/2.0.0/remoteEntry.js' });
      const response = await request(app).get('/api/remotes').expect(200);
      expect(response.body.data).toEqual([
        { name: 'mfe_store', entry: '/assets/mfe-store/remoteEntry.js' },
        { name: 'mfe_website', entry: 'https://cdn.example.at/website/2.0.0/remoteEntry.js' },
        { name: 'mfe_backoffice', entry: '/assets/mfe-backoffice/remoteEntry.js' },
      ]);
    });
  });

  describe('the shell HTML', () => {
    it('inlines the site registry and preloads the route’s remote alongside the shell', async () => {
      const response = await request(appFor(root)).get('/').expect(200);
      expect(response.headers['content-type']).toMatch(/text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(inlineRegistry(response.text)).toEqual({
        app: 'site',
        remotes: [
          { name: 'mfe_store', entry: '/assets/mfe-store/remoteEntry.js' },
          { name: 'mfe_website', entry: '/assets/mfe-website/remoteEntry.js' },
        ],
      });
      expect(preloads(response.text)).toEqual([
        'fetch /api/init',
        'script /assets/mfe-store/remoteEntry.js',
        'script /assets/mfe-store/__federation_expose_DivisionPage.aaaa0001.js',
      ]);
      expect(response.text).not.toMatch(/mfe_backoffice|mfe-backoffice|mfe_signage/);
    });

    it.each([
      ['/store/wien-mariahilf', ['script /assets/mfe-store/__federation_expose_StorePage.aaaa0002.js', 'script /assets/mfe-store/12.aaaa0003.js']],
      ['/leistungen/fensterreinigung', ['script /assets/mfe-website/__federation_expose_SitePage.bbbb0001.js']],
      ['/site/imprint', ['script /assets/mfe-website/__federation_expose_LegalPage.bbbb0002.js']],
    ])('preloads %s’s own module only', async (pathname, expected) => {
      const response = await request(appFor(root)).get(pathname).expect(200);
      const links = preloads(response.text);
      for (const link of expected) expect(links).toContain(link);
      expect(links.filter((link) => link.includes('__federation_expose_'))).toHaveLength(1);
    });

    it('gives /backend the back-office registry and the shell’s back-office chunk', async () => {
      const response = await request(appFor(root)).get('/backend').expect(200);
      expect(inlineRegistry(response.text).app).toBe('backoffice');
      expect(inlineRegistry(response.text).remotes.map((entry) => entry.name)).toEqual(['mfe_backoffice', 'mfe_signage']);
      expect(preloads(response.text)).toEqual(['fetch /api/init', 'script /assets/shell/backend.11112222.js']);
      const logout = await request(appFor(root)).get('/backend/logout').expect(200);
      expect(preloads(logout.text)).toEqual(['fetch /api/init', 'script /assets/shell/backend-logout.33334444.js']);
    });

    it('preloads the back-office remote on /backend when a staff session cookie is present', async () => {
      const response = await request(appFor(root)).get('/backend').set('Cookie', 'theke.sid=s%3Aabc').expect(200);
      expect(preloads(response.text)).toEqual([
        'fetch /api/init',
        'script /assets/shell/backend.11112222.js',
        'script /assets/mfe-backoffice/remoteEntry.js',
        'script /assets/mfe-backoffice/__federation_expose_BackofficeApp.cccc0001.js',
      ]);
    });

    it('gives a branch screen the back-office registry and its module, without a session', async () => {
      const response = await request(appFor(root)).get('/orders/frontdesk/1/schluessel').expect(200);
      expect(inlineRegistry(response.text).app).toBe('backoffice');
      expect(preloads(response.text)).toEqual([
        'fetch /api/init',
        'script /assets/shell/branch-screen.55556666.js',
        'script /assets/mfe-backoffice/remoteEntry.js',
        'script /assets/mfe-backoffice/__federation_expose_BranchOrders.cccc0002.js',
      ]);
    });

    it("gives a branch's kiosk the site registry, the shell's full-screen page and the store's kiosk module", async () => {
      const response = await request(appFor(root)).get('/kiosk/wien-mariahilf').expect(200);
      expect(inlineRegistry(response.text).app).toBe('site');
      expect(preloads(response.text)).toEqual([
        'fetch /api/init',
        'script /assets/shell/branch-screen.55556666.js',
        'script /assets/mfe-store/remoteEntry.js',
        'script /assets/mfe-store/__federation_expose_KioskPage.aaaa0004.js',
      ]);
    });

    it('gives the time clock page the back-office registry and its module, without a session', async () => {
      const response = await request(appFor(root)).get('/zeiterfassung/anna/geheim').expect(200);
      expect(inlineRegistry(response.text).app).toBe('backoffice');
      expect(preloads(response.text)).toEqual([
        'fetch /api/init',
        'script /assets/shell/branch-screen.55556666.js',
        'script /assets/mfe-backoffice/remoteEntry.js',
        'script /assets/mfe-backoffice/__federation_expose_TimeClock.cccc0003.js',
      ]);
      expect(response.headers['cache-control']).toBe('no-store');
    });

    it("gives a TV's player the back-office registry and the signage remote's player, without a session", async () => {
      const response = await request(appFor(root)).get('/signage/player').expect(200);
      expect(inlineRegistry(response.text).app).toBe('backoffice');
      expect(preloads(response.text)).toEqual([
        'fetch /api/init',
        'script /assets/shell/branch-screen.55556666.js',
        'script /assets/mfe-signage/remoteEntry.js',
        'script /assets/mfe-signage/__federation_expose_SignagePlayer.dddd0002.js',
      ]);
      expect(response.headers['cache-control']).toBe('no-store');
    });

    it('picks up a new build of a remote without a restart', async () => {
      const app = appFor(root);
      await request(app).get('/').expect(200);
      write(root, 'mfe-store/dist/mf-manifest.json', manifest('mfe_store', { DivisionPage: ['__federation_expose_DivisionPage.ffff9999.js'] }));
      // A later mtime, as a real deployment would give it.
      const later = new Date(Date.now() + 5_000);
      utimesSync(path.join(root, 'mfe-store/dist/mf-manifest.json'), later, later);
      const response = await request(app).get('/').expect(200);
      expect(preloads(response.text)).toContain('script /assets/mfe-store/__federation_expose_DivisionPage.ffff9999.js');
    });

    it('leaves the API, media and health paths alone', async () => {
      const app = appFor(root);
      await request(app).get('/api/unbekannt').expect(404).expect('content-type', /json/);
      for (const pathname of ['/image/small/1-1.jpg', '/upload/x/1-1.pdf', '/healthz', '/readyz']) {
        const response = await request(app).get(pathname).expect(404);
        expect(response.text).toBe('fallthrough');
      }
    });

    it('gives no HTML page to a path that names a file (issue 25): a favicon, a manifest, a script, an image', async () => {
      const app = appFor(root);
      for (const pathname of ['/favicon.ico', '/manifest.json', '/app.js', '/site.css', '/main.js.map', '/store/wien-mariahilf/logo.png']) {
        const response = await request(app).get(pathname).expect(404);
        expect(response.text).toBe('fallthrough');
      }
    });

    it('escapes what could close the data block', () => {
      expect(inlineJson({ entry: '</script><script>alert(1)</script>' })).not.toContain('</script>');
      expect(JSON.parse(inlineJson({ entry: '</script>' }))).toEqual({ entry: '</script>' });
    });
  });

  describe('built files', () => {
    it('caches hashed chunks forever and revalidates entries and manifests', async () => {
      const app = appFor(root);
      const chunk = await request(app).get('/assets/shell/main.0123abcd.js').expect(200);
      expect(chunk.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(chunk.headers['content-type']).toMatch(/javascript/);
      const entry = await request(app).get('/assets/mfe-store/remoteEntry.js').expect(200);
      expect(entry.headers['cache-control']).toBe('no-cache');
      const manifestResponse = await request(app).get('/assets/mfe-store/mf-manifest.json').expect(200);
      expect(manifestResponse.headers['cache-control']).toBe('no-cache');
    });

    it('serves the precompressed copy to a browser that accepts it', async () => {
      const response = await request(appFor(root)).get('/assets/shell/main.0123abcd.js').set('Accept-Encoding', 'gzip').expect(200);
      expect(response.headers['content-encoding']).toBe('gzip');
      expect(response.headers['content-type']).toMatch(/javascript/);
      expect(response.text).toContain('console.log("shell")');
    });

    it('answers a missing file with a plain 404 and a path outside dist/ with an error, never the shell HTML', async () => {
      const response = await request(appFor(root)).get('/assets/mfe-store/gibt-es-nicht.js').expect(404);
      expect(response.text).not.toContain('theke-registry');
      const traversal = await request(appFor(root)).get('/assets/mfe-store/..%2F..%2Fshell%2Fdist%2Findex.html');
      expect([403, 404]).toContain(traversal.status);
      expect(traversal.text).not.toContain('theke-registry');
    });
  });
});
