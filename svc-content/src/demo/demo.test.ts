import { existsSync, readFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import request from 'supertest';
import { validate } from '@theke/server';
import { blockSchema } from '../blocks/block.schema';
import { Block } from '../blocks/block.model';
import { Image } from '../images/image.model';
import { navigationSchema } from '../navigations/navigation.schema';
import { Navigation } from '../navigations/navigation.model';
import { redirectSchema } from '../redirects/redirect.schema';
import { Redirect } from '../redirects/redirect.model';
import { siteSchema } from '../sites/site.schema';
import { Site } from '../sites/site.model';
import { Upload } from '../uploads/upload.model';
import {
  asAdmin,
  asDevice,
  binaryBody,
  createAsAdmin,
  startContentTestService,
  type ContentTestService,
} from '../testing';
import { DEMO_BLOCKS, DEMO_REDIRECTS } from './demo-blocks';
import { DEMO_IMAGES } from './demo-images';
import { DEMO_IMAGE_TEMPLATES } from './demo-image-templates';
import { renderFontMetrics } from '../fonts/render-fonts';
import { wrapText } from '../image-templates/text-wrap';
import { DEMO_NAVIGATIONS } from './demo-navigations';
import { DEMO_SITES } from './demo-sites';
import { BLOCK_TYPE_NAMES } from '../sites/block-types/block-types';
import { demoUploadRef } from './demo-uploads';

let content: ContentTestService;
const app = () => content.service.app;
const seedAgain = () => content.definition.seedDemo?.(content.service.context);

beforeAll(async () => {
  content = await startContentTestService({ seedDemo: true });
});

afterAll(async () => {
  await content.close();
});

/** The catalogue's list of demo images it references: `| id | alt | used by |`. */
function catalogImages(): Array<{ id: number; alt: string }> {
  const file = path.resolve(__dirname, '..', '..', '..', 'svc-catalog', 'src', 'demo', 'IMAGES.md');
  return readFileSync(file, 'utf8')
    .split('\n')
    .map((line) => /^\|\s*(\d+)\s*\|\s*([^|]+?)\s*\|/.exec(line))
    .filter((match): match is RegExpExecArray => match !== null)
    .map((match) => ({ id: Number(match[1]), alt: match[2] ?? '' }));
}

describe('content demo data', () => {
  it('configures the Austrian cleaning business with its legal pages and plugins', async () => {
    const { body } = await request(app()).get('/api/config').expect(200);
    expect(body.data).toMatchObject({
      shopName: 'Theke',
      businessName: 'Theke Reinigungsservice GmbH',
      city: 'Wien',
      zipCode: '1070',
      phone: expect.stringMatching(/^\+43 /),
      email: 'office@theke-reinigung.at',
      currency: 'EUR',
      timeZone: 'Europe/Vienna',
      enablePluginHomePage: false,
      enablePluginToolbar: true,
      enablePluginCategoryBar: true,
      enablePluginDonations: true,
      enableCash: true,
      logo: { id: 2, version: 1, extension: 'jpg', width: 1280 },
      image: { id: 108, version: 1, extension: 'jpg', width: 1280 },
    });
    for (const field of ['termsAndConditionsText', 'privacyPolicyText', 'imprintText', 'allergensText']) {
      expect(body.data[field]).toMatch(/^<h2>/);
    }
  });

  it('publishes the website without its draft page', async () => {
    const guest = await request(app()).get('/api/sites').expect(200);
    const paths = guest.body.data.map((site: { path: string }) => site.path);
    expect(paths).toEqual(expect.arrayContaining(['/ueber-uns', '/leistungen', '/karriere', '/kontakt']));
    expect(paths).not.toContain('/aktionen/fruehjahrsputz');
    const jobs = guest.body.data.filter((site: { type: string }) => site.type === 'job');
    expect(jobs).toHaveLength(2);
    for (const job of jobs)
      expect(job.content).toMatchObject({
        workload: expect.any(String),
        start: expect.any(String),
        place: expect.any(String),
      });
    const staff = await request(app()).get('/api/sites').set(asAdmin()).expect(200);
    expect(staff.body.data).toHaveLength(DEMO_SITES.length);
  });

  it('has main, mobile and footer navigations with nested, branch and link items', async () => {
    const { body } = await request(app()).get('/api/navigations').expect(200);
    const byIdentifier = Object.fromEntries(
      body.data.map((navigation: { identifier: string }) => [navigation.identifier, navigation]),
    );
    expect(Object.keys(byIdentifier).sort()).toEqual(['footer', 'main', 'mobile']);
    const flatten = (
      items: Array<{ type: string; label: string; children: unknown[] }>,
    ): Array<{ type: string; label: string }> =>
      items.flatMap((item) => [item, ...flatten(item.children as typeof items)]);
    const main = flatten(byIdentifier.main.items);
    expect(main.filter((item) => item.type === 'branch').map((item) => item.label)).toEqual([
      'Wien-Mariahilf',
      'Graz',
      'Linz',
      'Salzburg',
    ]);
    expect(main.map((item) => item.label)).toContain('Reinigungskraft in Wien');
    expect(flatten(byIdentifier.footer.items).some((item) => item.type === 'link')).toBe(true);
    expect(flatten(byIdentifier.mobile.items).map((item) => item.label)).not.toContain('Frühjahrsputz');
  });

  it('shows guests a public popup block and answers the old addresses with redirects', async () => {
    const blocks = await request(app()).get('/api/blocks').expect(200);
    expect(blocks.body.data).toEqual(
      expect.arrayContaining([expect.objectContaining({ type: 'popup', isPublic: true })]),
    );
    expect(blocks.body.data.every((block: { isPublic: boolean }) => block.isPublic)).toBe(true);
    const redirects = await request(app()).get('/api/redirects').query({ path: '/jobs' }).expect(200);
    expect(redirects.body.data[0]).toMatchObject({ target: '/karriere' });
  });

  it('passes the same validation as content written through the API', () => {
    for (const site of DEMO_SITES) validate(siteSchema, site);
    for (const navigation of DEMO_NAVIGATIONS) validate(navigationSchema, navigation);
    for (const block of DEMO_BLOCKS) validate(blockSchema, block);
    for (const redirect of DEMO_REDIRECTS) validate(redirectSchema, redirect);
  });

  it('uses every block type, every link kind and both history event kinds on its public pages', async () => {
    const { body } = await request(app()).get('/api/sites').expect(200);
    const entries: Array<{ type: string; value: Record<string, unknown> }> = [];
    const walk = (list: unknown) => {
      for (const entry of (list as typeof entries | undefined) ?? []) {
        entries.push(entry);
        walk(entry.value.body);
        walk(entry.value.columns);
      }
    };
    for (const site of body.data as Array<{ content: { body: unknown } }>) walk(site.content.body);
    expect([...new Set(entries.map((entry) => entry.type))].sort()).toEqual([...BLOCK_TYPE_NAMES].sort());
    const links = entries.flatMap((entry) => [
      ...((entry.value.links as Array<{ type: string; target?: string }> | undefined) ?? []),
      ...(
        (entry.value.events as
          Array<{ description: { links: Array<{ type: string; target?: string }> } }> | undefined) ?? []
      ).flatMap((event) => event.description.links),
    ]);
    expect(new Set(links.map((link) => link.type))).toEqual(
      new Set(['site', 'external', 'email', 'phone', 'file']),
    );
    expect(links.some((link) => link.type === 'external' && link.target === '_blank')).toBe(true);
    const events = entries
      .filter((entry) => entry.type === 'history-section')
      .flatMap((entry) => entry.value.events as Array<{ type: string }>);
    expect(new Set(events.map((event) => event.type))).toEqual(new Set(['event', 'collection']));
    const hero = entries.find(
      (entry) => entry.type === 'service-hero' && (entry.value.slides as unknown[]).length > 1,
    );
    expect(hero).toBeDefined();
  });

  it('serves its uploads: a well-formed PDF price list and a looping WebM video', async () => {
    const pdf = demoUploadRef(1);
    const served = await request(app())
      .get(`/upload/${pdf.publicHash}/1-1.pdf`)
      .buffer(true)
      .parse(binaryBody)
      .expect(200);
    expect(served.headers['content-type']).toBe('application/pdf');
    const text = (served.body as Buffer).toString('latin1');
    expect(text).toMatch(/^%PDF-1\.4/);
    expect(text).toContain('(Preisliste 2025) Tj');
    // Each xref offset points at its object, and startxref at the table.
    const startxref = Number(/startxref\n(\d+)/.exec(text)?.[1]);
    expect(text.slice(startxref, startxref + 4)).toBe('xref');
    const offsets = [...text.slice(startxref).matchAll(/^(\d{10}) 00000 n $/gm)].map((match) =>
      Number(match[1]),
    );
    expect(offsets).toHaveLength(6);
    offsets.forEach((offset, index) => expect(text.slice(offset, offset + 8)).toBe(`${index + 1} 0 obj\n`));

    const video = demoUploadRef(2);
    const film = await request(app())
      .get(`/upload/${video.publicHash}/2-1.webm`)
      .buffer(true)
      .parse(binaryBody)
      .expect(200);
    expect(film.headers['content-type']).toBe('video/webm');
    expect((film.body as Buffer).subarray(0, 4)).toEqual(Buffer.from([0x1a, 0x45, 0xdf, 0xa3]));
    await request(app()).get(`/upload/${video.publicHash}/preview/2-1.jpg`).expect(200);
    await request(app()).get('/api/redirects/resolve').query({ path: '/jobs' }).expect(200);
  });

  it('creates every image the catalogue demo references, with its alt text, as a 1280 px JPEG', async () => {
    const listed = catalogImages();
    expect(listed.length).toBeGreaterThan(0);
    const images = await Image.findAll();
    const byId = new Map(images.map((image) => [image.id, image]));
    for (const { id, alt } of listed) {
      expect([
        id,
        byId.get(id)?.alt,
        byId.get(id)?.version,
        byId.get(id)?.extension,
        byId.get(id)?.width,
      ]).toEqual([id, alt, 1, 'jpg', 1280]);
    }
    for (const image of DEMO_IMAGES)
      expect([image.id, existsSync(path.join(content.mediaDir, 'images', `${image.id}-1.jpg`))]).toEqual([
        image.id,
        true,
      ]);
    const medium = await request(app()).get('/image/medium/101-1.jpg').buffer(true).expect(200);
    expect(medium.headers['content-type']).toBe('image/jpeg');
    expect((await sharp(medium.body as Buffer).metadata()).width).toBe(1280);
    const icon = await request(app()).get('/image/icon/2-1.jpg').buffer(true).expect(200);
    expect((await sharp(icon.body as Buffer).metadata()).width).toBe(64);
  });

  it('seeds once: a second run changes nothing and what an admin deleted stays deleted', async () => {
    const counts = async () =>
      Promise.all([
        Image.count(),
        Site.count(),
        Redirect.count(),
        Block.count(),
        Navigation.count(),
        Upload.count(),
      ]);
    await request(app()).delete('/api/sites/9').set(asAdmin()).expect(204);
    const before = await counts();
    await seedAgain();
    expect(await counts()).toEqual(before);
    await request(app()).get('/api/sites/9').set(asAdmin()).expect(404);
  });

  it('restores a demo image or upload file that went missing', async () => {
    const file = path.join(content.mediaDir, 'images', '101-1.jpg');
    await rm(file);
    const pdf = await Upload.findByPk(1);
    const upload = path.join(content.mediaDir, ...(pdf?.storageKey ?? '').split('/'));
    expect(existsSync(upload)).toBe(true);
    await rm(upload);
    await seedAgain();
    expect(existsSync(file)).toBe(true);
    expect(existsSync(upload)).toBe(true);
  });

  it('brings the website demo to a database seeded before it, keeping what an admin edited', async () => {
    await content.service.context.sequelize.query(
      `DELETE FROM demo_seeds WHERE name = 'content-demo-website';
       DELETE FROM uploads;
       UPDATE sites SET content = '{"body": []}' WHERE id IN (1, 2);`,
    );
    const edited = await request(app()).get('/api/sites/2').set(asAdmin()).expect(200);
    await request(app())
      .put('/api/sites/2')
      .set(asAdmin())
      .send({ ...edited.body.data, content: { body: [{ type: 'line', value: {} }] } })
      .expect(200);
    await seedAgain();
    expect(await Upload.count()).toBe(2);
    const untouched = await request(app()).get('/api/sites/1').expect(200);
    expect(untouched.body.data.content.body.length).toBeGreaterThan(3);
    const kept = await request(app()).get('/api/sites/2').expect(200);
    expect(kept.body.data.content.body).toEqual([{ type: 'line', value: { color: 'orange' } }]);
  });

  it('continues the ids after the demo rows', async () => {
    const site = await createAsAdmin(content.service, '/api/sites', { name: 'Neu', path: '/neu' });
    expect(site.id).toBe(Math.max(...DEMO_SITES.map((demo) => demo.id ?? 0)) + 1);
    const navigation = await createAsAdmin(content.service, '/api/navigations', { identifier: 'secondary' });
    expect(navigation.id).toBe(DEMO_NAVIGATIONS.length + 1);
  });
});

describe('signage demo data (issue 23)', () => {
  it('holds a scene with streams for each branch and a TV per branch that plays them once paired', async () => {
    const scenes = (await request(app()).get('/api/scenes').set(asAdmin()).expect(200)).body.data;
    expect(scenes).toEqual([expect.objectContaining({ id: 1, path: 'filiale-querformat', orientation: 'landscape' })]);
    for (const branchId of [1, 2, 3, 4, 5]) {
      const streams = (await request(app()).get(`/api/digital-signage-streams?branch=${branchId}`).set(asAdmin()).expect(200)).body.data;
      expect(streams).toHaveLength(2);
      const devices = (await request(app()).get(`/api/digital-signage-devices?branch=${branchId}`).set(asAdmin()).expect(200)).body.data;
      expect(devices).toEqual([
        expect.objectContaining({
          branch: { id: branchId },
          scene: { id: 1 },
          regions: [
            { region: 'main', stream: { id: streams[1].id } },
            { region: 'side', stream: { id: streams[0].id } },
          ],
          pairedAt: null,
        }),
      ]);
    }
    const pairing = (await request(app()).post('/api/digital-signage-pairings').expect(201)).body.data;
    await request(app()).put('/api/digital-signage-devices/1').set(asAdmin()).send({ pairingCode: pairing.code }).expect(200);
    await request(app()).get(`/api/digital-signage-pairings/${pairing.pairingId}`).query({ secret: pairing.secret }).expect(200);
    const programme = (await request(app()).get('/api/digital-signage-player/programme').set(asDevice(1, 1)).expect(200)).body.data;
    const [main, side] = programme.regions;
    expect(main.stream.entries.map((entry: { segment: { type: string } }) => entry.segment.type)).toEqual([
      'image',
      'image',
      'video',
      'block',
      'menu-board',
    ]);
    expect(main.stream.entries[4].segment.menuBoard).toEqual({ branch: { id: 1 }, menu: { id: 2 } });
    expect(side.stream.entries[0].segment.pickupBoard).toEqual({ branch: { id: 1 }, removeAfterMinutes: 15 });
  });
});

describe('image template demo data (issue 20)', () => {
  it('holds the weekly offer with text layers; it passes the API validation and renders with the demo photo', async () => {
    const templates = (await request(app()).get('/api/image-templates').set(asAdmin()).expect(200)).body.data as Array<{ id: number; name: string; layers: Array<{ type: string }> }>;
    const offer = templates.find((template) => template.name === 'Wochenangebot');
    expect(offer?.layers.filter((layer) => layer.type === 'text').length).toBeGreaterThanOrEqual(1);
    for (const template of DEMO_IMAGE_TEMPLATES) {
      const { id: _id, ...values } = template;
      await request(app()).post('/api/image-templates/preview').set(asAdmin()).send({ template: values }).expect(200);
    }
    const picture = await request(app())
      .post(`/api/image-templates/${String(offer?.id)}/render`)
      .set(asAdmin())
      .send({ format: 'jpeg', texts: { preis: 'ab 39,00 €' } })
      .buffer(true)
      .parse(binaryBody)
      .expect(200);
    expect(await sharp(picture.body as Buffer).metadata()).toMatchObject({ format: 'jpeg', width: 1080, height: 1920 });
  });

  it('sets each demo text on the lines it was written in: no word wraps out of its box', async () => {
    for (const template of DEMO_IMAGE_TEMPLATES)
      for (const layer of template.layers.filter((candidate) => candidate.type === 'text')) {
        const metrics = await renderFontMetrics(layer.fontFamily ?? '', layer.fontVariant ?? '');
        expect(wrapText(layer.text ?? '', layer.width, layer.fontSize ?? 0, metrics)).toEqual((layer.text ?? '').split('\n'));
      }
  });
});
