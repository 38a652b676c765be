import express from 'express';
import sharp from 'sharp';
import request from 'supertest';
import { createLogger, errorHandler, MemoryBus } from '@theke/server';
import { FAVICON_SIZES, ICONS, icoFromPngs, renderIcon } from './app-icons';
import { appInstallRouter } from './app-install.routes';
import { appHeadLinks, iconVersion, shortName, webAppManifest, type InstallConfig } from './web-app-manifest';
import type { GuestReader } from '../seo/service-reader';

const binary = (res: request.Response, done: (error: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  res.on('data', (chunk: Buffer) => chunks.push(chunk));
  res.on('end', () => done(null, Buffer.concat(chunks)));
};

/** The directory of an ICO file: each image's size and its bytes (PNG inside). */
function icoImages(ico: Buffer): Array<{ size: number; png: Buffer }> {
  expect(ico.readUInt16LE(0)).toBe(0);
  expect(ico.readUInt16LE(2)).toBe(1);
  return Array.from({ length: ico.readUInt16LE(4) }, (_, index) => {
    const entry = 6 + index * 16;
    const size = ico.readUInt8(entry) || 256;
    const length = ico.readUInt32LE(entry + 8);
    const offset = ico.readUInt32LE(entry + 12);
    return { size, png: ico.subarray(offset, offset + length) };
  });
}

const CONFIG: InstallConfig = {
  shopName: 'Glanz & Gloria Reinigung',
  title: 'Glanz',
  description: 'Reinigung in Wien.',
  seoDescription: null,
  logo: { id: 7, version: 2, extension: 'png' },
  enablePluginPWA: true,
};

describe('web app manifest', () => {
  it('is made from the config: names, description, colours of the theme, start URL and scope, standalone', () => {
    const manifest = webAppManifest(CONFIG);
    expect(manifest).toMatchObject({
      name: 'Glanz & Gloria Reinigung',
      short_name: 'Glanz',
      description: 'Reinigung in Wien.',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: '#000000',
      background_color: '#ffffff',
    });
    expect(webAppManifest({ ...CONFIG, themePrimaryColor: '#0e7490', themeBackgroundColor: '#fafafa' })).toMatchObject({
      theme_color: '#0e7490',
      background_color: '#fafafa',
    });
  });

  it('lists every size launchers ask for, maskable 192 and 512 among them, versioned by the logo', () => {
    const { icons } = webAppManifest(CONFIG);
    expect(icons.filter((icon) => icon.purpose === 'any').map((icon) => icon.sizes)).toEqual(
      ['48', '72', '96', '128', '144', '152', '192', '256', '384', '512'].map((size) => `${size}x${size}`),
    );
    expect(icons.filter((icon) => icon.purpose === 'maskable').map((icon) => icon.sizes)).toEqual(['192x192', '512x512']);
    expect(icons[0]?.src).toBe(`/app-icons/icon-48.png?v=${iconVersion(CONFIG)}`);
    expect(iconVersion({ ...CONFIG, logo: { id: 7, version: 3, extension: 'png' } })).not.toBe(iconVersion(CONFIG));
  });

  it('keeps short names to what launchers show', () => {
    expect(shortName({ shopName: 'Theke' })).toBe('Theke');
    expect(shortName({ shopName: 'Glanz & Gloria Reinigung', title: 'Gebäudereinigung Wien' })).toBe('Glanz & Glor');
  });

  it('links the manifest only with the PWA plugin; the favicon always', () => {
    expect(appHeadLinks(CONFIG)).toContain('<link rel="manifest" href="/manifest.webmanifest">');
    expect(appHeadLinks(CONFIG)).toContain('<link rel="apple-touch-icon" href="/apple-touch-icon.png">');
    const off = appHeadLinks({ ...CONFIG, enablePluginPWA: false });
    expect(off).not.toContain('manifest');
    expect(off).toContain('<link rel="icon" href="/favicon.ico"');
  });
});

describe('icons', () => {
  it('renders a wide logo square, uncropped; a maskable one on the background inside the safe zone', async () => {
    const logo = await sharp({ create: { width: 400, height: 100, channels: 3, background: '#b3261e' } }).png().toBuffer();
    const colours = { background: '#ffffff', primary: '#000000', inverse: '#ffffff' };
    const plain = await renderIcon(logo, { size: 192, maskable: false }, colours);
    expect(await sharp(plain).metadata()).toMatchObject({ width: 192, height: 192, format: 'png' });
    const maskable = await renderIcon(logo, { size: 192, maskable: true }, colours);
    const { data } = await sharp(maskable).raw().toBuffer({ resolveWithObject: true });
    // The corner is the background (white), the middle the logo (red).
    expect([...data.subarray(0, 3)]).toEqual([255, 255, 255]);
    const middle = (96 * 192 + 96) * 4;
    expect([...data.subarray(middle, middle + 3)]).toEqual([179, 38, 30]);
  });

  it('packs PNGs into an ICO file browsers read', async () => {
    const pngs = await Promise.all(
      FAVICON_SIZES.map(async (size) => ({ size, png: await sharp({ create: { width: size, height: size, channels: 4, background: '#000' } }).png().toBuffer() })),
    );
    const images = icoImages(icoFromPngs(pngs));
    expect(images.map((image) => image.size)).toEqual([16, 32, 48]);
    expect(images.map((image) => image.png)).toEqual(pngs.map((image) => image.png));
  });
});

describe('appInstallRouter', () => {
  let config: InstallConfig = CONFIG;
  let logoReads = 0;
  const logoServer = express();
  logoServer.get('/image/7-2.png', async (_req, res) => {
    logoReads += 1;
    res.type('png').send(await sharp({ create: { width: 300, height: 300, channels: 3, background: '#1c5d99' } }).png().toBuffer());
  });
  let close: () => void = () => undefined;
  const app = express();

  beforeAll(async () => {
    const server = logoServer.listen(0);
    await new Promise((resolve) => server.once('listening', resolve));
    const { port } = server.address() as { port: number };
    close = () => server.close();
    const read = (async () => config) as unknown as GuestReader;
    app.use(appInstallRouter({ read, contentUrl: `http://127.0.0.1:${port}`, bus: new MemoryBus(), log: createLogger('app-install-test') }));
    app.use(errorHandler(createLogger('app-install-test')));
  });
  afterAll(() => close());

  it('serves the manifest with the PWA plugin as application/manifest+json', async () => {
    const res = await request(app).get('/manifest.webmanifest').expect(200);
    expect(res.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(JSON.parse(res.text)).toMatchObject({ name: CONFIG.shopName, display: 'standalone' });
  });

  it('serves /favicon.ico as an icon image of the logo, rendered once', async () => {
    const res = await request(app).get('/favicon.ico').buffer(true).parse(binary).expect(200);
    expect(res.headers['content-type']).toBe('image/x-icon');
    const images = icoImages(res.body as Buffer);
    expect(images.map((image) => image.size)).toEqual([16, 32, 48]);
    expect(await sharp(images[1]?.png).metadata()).toMatchObject({ width: 32, height: 32 });
    const reads = logoReads;
    await request(app).get('/favicon.ico').expect(200);
    expect(logoReads).toBe(reads);
  });

  it('serves every manifest icon and the apple-touch-icon at its size; versioned URLs are immutable', async () => {
    for (const icon of ICONS) {
      const path = icon.file === 'apple-touch-icon.png' ? '/apple-touch-icon.png' : `/app-icons/${icon.file}?v=${iconVersion(config)}`;
      const res = await request(app).get(path).buffer(true).parse(binary).expect(200);
      expect(res.headers['content-type']).toBe('image/png');
      expect(await sharp(res.body as Buffer).metadata()).toMatchObject({ width: icon.size, height: icon.size });
      if (icon.file !== 'apple-touch-icon.png') expect(res.headers['cache-control']).toContain('immutable');
    }
    await request(app).get('/app-icons/icon-1000.png').expect(404);
  });

  it('answers 404 for the manifest without the plugin, and still has a favicon without a logo', async () => {
    config = { ...CONFIG, enablePluginPWA: false, logo: null };
    // The config is kept for a minute: a new router reads it afresh.
    const fresh = express();
    fresh.use(appInstallRouter({ read: (async () => config) as unknown as GuestReader, contentUrl: 'http://127.0.0.1:9', bus: new MemoryBus(), log: createLogger('t') }));
    fresh.use(errorHandler(createLogger('t')));
    await request(fresh).get('/manifest.webmanifest').expect(404);
    const res = await request(fresh).get('/favicon.ico').buffer(true).parse(binary).expect(200);
    expect(icoImages(res.body as Buffer)).toHaveLength(3);
  });
});
