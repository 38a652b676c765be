import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import express from 'express';
import request from 'supertest';
import { SESSION_COOKIE } from '../auth/session';
import { createJsonFileCache, createTextFileCache } from './app-builds';
import { createFrontendRoutes } from './index';
import { LARGEST_PRECACHED_CHUNK, precacheEntries, serviceWorkerScript } from './service-worker-script';
import type { RegistryOptions } from './registry';

/** Builds as the frontends' webpack writes them: the shell's assets manifest, each remote's mf-manifest.json. */
function writeBuilds(root: string, storeEntry: string) {
  const write = (file: string, content: string) => {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), content);
  };
  write('shell/dist/assets-manifest.json', JSON.stringify({ chunks: { main: ['main.0123abcd.js'], backend: ['backend.89abcdef.js'] } }));
  write('shell/dist/service-worker.js', 'self.workbox = 1;');
  write('shell/dist/index.html', '<!doctype html><html><head><!--theke:head--></head><body><div id="root"></div></body></html>');
  write('mfe-store/dist/remoteEntry.js', storeEntry);
  write('mfe-store/dist/page.11111111.js', 'page');
  write('mfe-store/dist/map.22222222.js', 'x'.repeat(LARGEST_PRECACHED_CHUNK + 1));
  write(
    'mfe-store/dist/mf-manifest.json',
    JSON.stringify({
      metaData: { name: 'mfe_store', remoteEntry: { name: 'remoteEntry.js', path: '' } },
      exposes: [{ name: 'StorePage', assets: { js: { sync: ['page.11111111.js'], async: ['map.22222222.js'] } } }],
    }),
  );
  write('mfe-backoffice/dist/remoteEntry.js', 'staff');
  write(
    'mfe-backoffice/dist/mf-manifest.json',
    JSON.stringify({ metaData: { name: 'mfe_backoffice', remoteEntry: { name: 'remoteEntry.js', path: '' } }, exposes: [] }),
  );
}

describe('the service worker script (/sw.js)', () => {
  let root: string;
  const options = (): RegistryOptions => ({ distRoot: root, readJson: createJsonFileCache() });

  beforeEach(() => {
    root = mkdtempSync(path.join(tmpdir(), 'theke-sw-'));
    writeBuilds(root, 'store v1');
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it("precaches the shell, each guest remote's entry with its content hash and its routes' chunks, not the map nor staff remotes", () => {
    const entries = precacheEntries(options(), createTextFileCache());
    expect(entries.map((entry) => entry.url)).toEqual([
      '/assets/shell/main.0123abcd.js',
      '/assets/shell/backend.89abcdef.js',
      '/assets/mfe-store/remoteEntry.js',
      '/assets/mfe-store/page.11111111.js',
    ]);
    expect(entries.find((entry) => entry.url.endsWith('remoteEntry.js'))?.revision).toMatch(/^[0-9a-f]{16}$/);
    expect(entries.find((entry) => entry.url.endsWith('.js') && !entry.url.endsWith('remoteEntry.js'))?.revision).toBeNull();
  });

  it('changes when one remote alone is rebuilt, which is what the browser\'s update check compares', () => {
    const before = serviceWorkerScript(options(), createTextFileCache());
    expect(before).toContain("importScripts(\"/assets/shell/service-worker.js?v=");
    writeBuilds(root, 'store v2');
    const after = serviceWorkerScript(options(), createTextFileCache());
    expect(after).not.toBe(before);
  });

  it('leaves a remote served from another deployment to the network', () => {
    const entries = precacheEntries({ ...options(), overrides: { mfe_store: 'https://cdn.example/remoteEntry.js' } }, createTextFileCache());
    expect(entries.map((entry) => entry.url)).toEqual(['/assets/shell/main.0123abcd.js', '/assets/shell/backend.89abcdef.js']);
  });

  it('is absent while the shell is not built', () => {
    rmSync(path.join(root, 'shell/dist/service-worker.js'));
    expect(serviceWorkerScript(options(), createTextFileCache())).toBeNull();
  });
});

describe('what the gateway lets the worker keep', () => {
  let root: string;
  let app: express.Express;
  beforeAll(() => {
    root = mkdtempSync(path.join(tmpdir(), 'theke-sw-http-'));
    writeBuilds(root, 'store v1');
    app = express().use(createFrontendRoutes({ distRoot: root }).pages);
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('serves /sw.js at the root as a script revalidated on every update check', async () => {
    const response = await request(app).get('/sw.js').expect(200);
    expect(response.headers['content-type']).toMatch(/^text\/javascript/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.text).toContain('self.__THEKE_PRECACHE = [');
  });

  it('answers personal and staff pages, and every page with a session, no-store; guest pages no-cache', async () => {
    expect((await request(app).get('/store/wien-mariahilf')).headers['cache-control']).toBe('no-cache');
    for (const page of ['/store/wien-mariahilf/checkout', '/status/abc/def', '/backend']) {
      expect((await request(app).get(page)).headers['cache-control']).toBe('no-store');
    }
    const withSession = await request(app).get('/store/wien-mariahilf').set('Cookie', `${SESSION_COOKIE}=s%3Aabc`);
    expect(withSession.headers['cache-control']).toBe('no-store');
  });
});
