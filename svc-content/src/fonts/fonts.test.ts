import request from 'supertest';
import { startContentTestService, type ContentTestService } from '../testing';
import { woffToSfnt } from './woff-to-sfnt';
import { readFileSync } from 'node:fs';
import { findFont } from './font-catalog';
import path from 'node:path';

let content: ContentTestService;
const app = () => content.service.app;

beforeAll(async () => {
  content = await startContentTestService();
});

afterAll(async () => {
  await content.close();
});

describe('fonts', () => {
  it('lists the installed families with their variants to guests', async () => {
    const response = await request(app()).get('/api/fonts').expect(200);
    const families = response.body.data as Array<{ family: string; id: string; variants: string[] }>;
    expect(families.map((font) => font.family)).toEqual(['Roboto', 'Open Sans', 'Lato', 'Montserrat', 'Playfair Display', 'Oswald']);
    const roboto = families.find((font) => font.family === 'Roboto');
    expect(roboto?.variants.slice(0, 2)).toEqual(['100', '100italic']);
    expect(roboto?.variants).toEqual(expect.arrayContaining(['regular', 'italic', '700', '700italic']));
    expect(roboto?.variants.indexOf('italic')).toBe((roboto?.variants.indexOf('regular') ?? 0) + 1);
    // Oswald has no italics.
    expect(families.find((font) => font.id === 'oswald')?.variants).not.toContain('italic');
  });

  it('serves the embed CSS of a variant as text/css with a cache header, byte-identical on a second request', async () => {
    const url = '/api/fonts/google/open-sans/style-700italic.embed.css';
    const first = await request(app()).get(url).expect(200);
    expect(first.headers['content-type']).toBe('text/css; charset=utf-8');
    expect(first.headers['cache-control']).toBe('public, max-age=86400');
    expect(first.text).toContain("font-family: 'Open Sans';");
    expect(first.text).toContain('font-weight: 700;');
    expect(first.text).toContain('font-style: italic;');
    expect(first.text).toMatch(/@font-face \{[^}]*unicode-range: U\+0000-00FF/);
    const second = await request(app()).get(url).expect(200);
    expect(Buffer.from(second.text).equals(Buffer.from(first.text))).toBe(true);
    expect(second.headers.etag).toBe(first.headers.etag);
    await request(app()).get(url).set('If-None-Match', String(first.headers.etag)).expect(304);
  });

  it('serves every font file the CSS names, immutable', async () => {
    const css = (await request(app()).get('/api/fonts/google/roboto/style-regular.embed.css').expect(200)).text;
    const urls = [...css.matchAll(/url\(([^)]+)\)/g)].map((match) => match[1] ?? '');
    expect(urls.length).toBeGreaterThan(4);
    const woff2 = urls.find((url) => url.endsWith('roboto-latin-400-normal.woff2'));
    expect(woff2).toMatch(/^\/api\/fonts\/files\/roboto\/\d+\.\d+\.\d+\/roboto-latin-400-normal\.woff2$/);
    const file = await request(app()).get(String(woff2)).buffer(true).expect(200);
    expect(file.headers['content-type']).toBe('font/woff2');
    expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((file.body as Buffer).subarray(0, 4).toString('latin1')).toBe('wOF2');
  });

  it('answers 404 for an unknown family, variant, version or file', async () => {
    await request(app()).get('/api/fonts/google/comic-sans/style-regular.embed.css').expect(404);
    await request(app()).get('/api/fonts/google/oswald/style-italic.embed.css').expect(404);
    await request(app()).get('/api/fonts/google/roboto/style-750.embed.css').expect(404);
    await request(app()).get('/api/fonts/files/roboto/0.0.1/roboto-latin-400-normal.woff2').expect(404);
    const version = findFont('roboto')?.version ?? '';
    await request(app()).get(`/api/fonts/files/roboto/${version}/lato-latin-400-normal.woff2`).expect(404);
    await request(app()).get(`/api/fonts/files/roboto/${version}/roboto-latin-400-normal.ttf`).expect(404);
  });
});

describe('woffToSfnt', () => {
  it('unpacks a WOFF into the TrueType file with the same tables', () => {
    const font = findFont('Lato');
    const woff = readFileSync(path.join(String(font?.directory), 'files', 'lato-latin-700-normal.woff'));
    const sfnt = woffToSfnt(woff);
    const tables = woff.readUInt16BE(12);
    expect(sfnt.readUInt32BE(0)).toBe(woff.readUInt32BE(4));
    expect(sfnt.readUInt16BE(4)).toBe(tables);
    // The total size WOFF's header announces (tables padded to four bytes).
    expect(sfnt.length).toBe(woff.readUInt32BE(16));
  });

  it('refuses what is not a WOFF file', () => {
    expect(() => woffToSfnt(Buffer.from('not a font at all, not even close to one'))).toThrow('not a WOFF file');
  });
});
