/**
 * Fonts and image templates through the gateway (issue 20, ADR 0048), as the checks from outside
 * read them: guests get the font list and a variant's embed CSS (text/css, cached, the same bytes
 * again) and a font file; staff list the demo templates (one with a text layer) and an
 * administrator's render arrives as the PNG svc-content made.
 */
import request from 'supertest';
import sharp from 'sharp';
import { startTestPlatform, type TestPlatform } from '../testing/test-platform';

let platform: TestPlatform;

beforeAll(async () => {
  platform = await startTestPlatform();
});

afterAll(async () => {
  await platform.close();
});

async function adminAgent() {
  const agent = request.agent(platform.gateway.url);
  const csrf = (await agent.get('/api/csrf').expect(200)).body.data.csrfToken as string;
  await agent.post('/api/login').set('X-CSRF-Token', csrf).send({ username: 'admin', password: 'theke-admin' }).expect(200);
  const token = (await agent.get('/api/csrf').expect(200)).body.data.csrfToken as string;
  return { agent, token };
}

const binary = (res: request.Response, done: (error: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  res.on('data', (chunk: Buffer) => chunks.push(chunk));
  res.on('end', () => done(null, Buffer.concat(chunks)));
};

describe('fonts and image templates through the gateway', () => {
  it('gives guests the fonts, a variant’s embed CSS byte-identical with a cache header, and its files', async () => {
    const fonts = await request(platform.gateway.url).get('/api/fonts').expect(200);
    expect(fonts.body.data).toEqual(expect.arrayContaining([expect.objectContaining({ family: 'Roboto', variants: expect.arrayContaining(['regular', '700']) })]));
    const url = '/api/fonts/google/roboto/style-700.embed.css';
    const first = await request(platform.gateway.url).get(url).expect(200);
    const second = await request(platform.gateway.url).get(url).expect(200);
    expect(first.headers['content-type']).toMatch(/^text\/css/);
    expect(first.headers['cache-control']).toBe('public, max-age=86400');
    expect(first.text).toContain('@font-face');
    expect(second.text).toBe(first.text);
    const file = /url\(([^)]+\.woff2)\)/.exec(first.text)?.[1] ?? '';
    const font = await request(platform.gateway.url).get(file).buffer(true).parse(binary).expect(200);
    expect(font.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((font.body as Buffer).subarray(0, 4).toString('latin1')).toBe('wOF2');
  });

  it('lists the demo templates to staff, one with a text layer, and hands an administrator the rendered PNG', async () => {
    await request(platform.gateway.url).get('/api/image-templates').expect(401);
    const { agent, token } = await adminAgent();
    const templates = (await agent.get('/api/image-templates').expect(200)).body.data as Array<{ id: number; version: number; width: number; height: number; layers: Array<{ type: string }> }>;
    const offer = templates.find((template) => template.layers.some((layer) => layer.type === 'text'));
    expect(offer).toBeDefined();
    const layers = await agent.get(`/api/image-templates/${String(offer?.id)}/layers`).expect(200);
    expect(layers.body.data).toEqual(offer?.layers);
    const picture = await agent
      .post(`/api/image-templates/${String(offer?.id)}/render`)
      .set('X-CSRF-Token', token)
      .send({ format: 'png' })
      .buffer(true)
      .parse(binary)
      .expect(200);
    expect(picture.headers['content-type']).toBe('image/png');
    expect(await sharp(picture.body as Buffer).metadata()).toMatchObject({ width: offer?.width, height: offer?.height });
    const guest = await request(platform.gateway.url).get(`/api/image-templates/${String(offer?.id)}/image-${String(offer?.version)}.png`).buffer(true).parse(binary).expect(200);
    expect(guest.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });
});
