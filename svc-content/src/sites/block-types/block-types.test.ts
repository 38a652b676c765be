import request from 'supertest';
import { MAX_BLOCK_DEPTH, validate } from '@theke/server';
import { authHeaders, testEmployee } from '@theke/server/testing';
import { asAdmin, startContentTestService, type ContentTestService } from '../../testing';
import { BLOCK_TYPE_NAMES, CONTENT_BLOCK_TYPES } from './block-types';
import { bodySchema } from './compile-block-types';
import Joi from 'joi';

const image = { id: 101, version: 1, extension: 'jpg', width: 1280, height: 720, alt: 'Fassade' };
const pdf = { id: 1, version: 1, extension: 'pdf', publicHash: 'a'.repeat(32), mimeType: 'application/pdf' };
const video = { ...pdf, id: 2, extension: 'mp4', mimeType: 'video/mp4' };
const person = { first_name: 'Maria', last_name: 'Huber', position: 'Geschäftsführerin', image };

/** SPEC §2: every block type of the company website, a valid value and a broken one with its German error. */
const CASES: Array<{ type: string; valid: object; invalid: object; field: string; code: string }> = [
  {
    type: 'service-hero',
    valid: { slides: [{ image, text: 'Team' }], text: '<h1>Hallo</h1>' },
    invalid: { slides: [{ image: { id: 'x' } }] },
    field: 'value.slides.0.image.id',
    code: 'invalid_number',
  },
  {
    type: 'map-hero',
    valid: { iframe: 'https://www.openstreetmap.org/export/embed.html?bbox=1,2,3,4' },
    invalid: { iframe: 'http://maps.example.com/embed' },
    field: 'value.iframe',
    code: 'invalid_url',
  },
  {
    type: 'wysiwyg',
    valid: { text: '<p>Text</p>' },
    invalid: { text: '' },
    field: 'value.text',
    code: 'not_blank',
  },
  {
    type: 'image-slider-section',
    valid: { title: 'Einblicke', slides: [{ image }] },
    invalid: { title: 'Einblicke', slides: [] },
    field: 'value.slides',
    code: 'not_blank',
  },
  {
    type: 'teaser-section',
    valid: { teasers: [{ name: 'Fenster', image, link: { label: 'Mehr', reference: { id: 3 } } }] },
    invalid: {
      teasers: [{ name: 'Fenster', link: { label: 'Mehr', reference: { id: 3, type: 'product' } } }],
    },
    field: 'value.teasers.0.link.reference.type',
    code: 'invalid_choice',
  },
  {
    type: 'contact-section',
    valid: { people: [person] },
    invalid: { people: [{ ...person, email: 'keine-adresse' }] },
    field: 'value.people.0.email',
    code: 'invalid_email',
  },
  {
    type: 'contact-person-section',
    valid: { person },
    invalid: { person: { first_name: 'Maria' } },
    field: 'value.person.last_name',
    code: 'not_blank',
  },
  {
    type: 'form-section',
    valid: { title: 'Schreiben Sie uns', form: 'contact' },
    invalid: { form: 'newsletter' },
    field: 'value.form',
    code: 'invalid_choice',
  },
  {
    type: 'career-section',
    valid: { title: 'Offene Stellen', background: 'gray' },
    invalid: { background: 'blue' },
    field: 'value.background',
    code: 'invalid_choice',
  },
  {
    type: 'image',
    valid: { image },
    invalid: { caption: 'ohne Bild' },
    field: 'value.image',
    code: 'not_blank',
  },
  {
    type: 'history-section',
    valid: {
      events: [
        { year: '2009', description: { text: '<p>Gründung</p>', links: [] }, image },
        { type: 'collection', year: '2024', images: [image, image] },
      ],
    },
    invalid: { events: [{ type: 'collection', year: '2024', images: [] }] },
    field: 'value.events.0.images',
    code: 'not_blank',
  },
  {
    type: 'links',
    valid: {
      links: [
        { type: 'site', label: 'Leistungen', reference: { id: 2, type: 'site' } },
        { type: 'external', label: 'Wiener Linien', url: 'https://www.wienerlinien.at', target: '_blank' },
        { type: 'email', label: 'Schreiben', email: 'office@theke-reinigung.at' },
        { type: 'phone', label: 'Anrufen', phone: '+43 1 523 45 67' },
        { type: 'file', label: 'Preisliste', file: pdf },
      ],
    },
    invalid: { links: [{ type: 'external', label: 'Böse', url: 'javascript:alert(1)' }] },
    field: 'value.links.0.url',
    code: 'invalid_url',
  },
  { type: 'line', valid: {}, invalid: { color: 'blue' }, field: 'value.color', code: 'invalid_choice' },
  {
    type: 'video-section',
    valid: { video, autoplay: true },
    invalid: { video: { ...pdf } },
    field: 'value.video.extension',
    code: 'invalid_choice',
  },
  {
    type: 'container',
    valid: { background: 'gray', body: [{ type: 'line', value: {} }] },
    invalid: { body: [{ type: 'column', value: { body: [] } }] },
    field: 'value.body.0.type',
    code: 'invalid_choice',
  },
  {
    type: 'columns',
    valid: {
      columns: [{ type: 'column', value: { body: [{ type: 'wysiwyg', value: { text: '<p>Links</p>' } }] } }],
    },
    invalid: { columns: [{ type: 'wysiwyg', value: { text: '<p>x</p>' } }] },
    field: 'value.columns.0.type',
    code: 'invalid_choice',
  },
];

const body = Joi.object({ body: bodySchema() });

describe('content block types', () => {
  it('describe every SPEC §2 block type, each with German labels for the editor', () => {
    expect([...BLOCK_TYPE_NAMES].sort()).toEqual(
      [
        'service-hero',
        'map-hero',
        'wysiwyg',
        'image-slider-section',
        'teaser-section',
        'contact-section',
        'contact-person-section',
        'form-section',
        'career-section',
        'image',
        'history-section',
        'links',
        'line',
        'video-section',
        'container',
        'column',
        'columns',
      ].sort(),
    );
    for (const definition of CONTENT_BLOCK_TYPES) expect(definition.label).toMatch(/^\p{Lu}/u);
    // Plain data: what the editor receives is exactly what the server compiles.
    expect(JSON.parse(JSON.stringify(CONTENT_BLOCK_TYPES))).toEqual(CONTENT_BLOCK_TYPES);
  });

  it.each(CASES)(
    'accepts a valid $type and reports a broken one on its dotted field',
    ({ type, valid, invalid, field, code }) => {
      const entry = type === 'column' ? null : { type, value: valid };
      if (entry) expect(() => validate(body, { body: [entry] })).not.toThrow();
      expect(() => validate(body, { body: [{ type, value: invalid }] })).toThrow(
        expect.objectContaining({
          items: expect.arrayContaining([expect.objectContaining({ field: `body.0.${field}`, code })]),
        }),
      );
    },
  );

  it('fills the defaults an editor leaves out and clears fields another link type does not use', () => {
    const {
      body: [links, line],
    } = validate(body, {
      body: [
        { type: 'links', value: { links: [{ label: 'Leistungen', reference: { id: 2 }, email: 'x@y.at' }] } },
        { type: 'line', value: {} },
      ],
    }) as { body: Array<{ value: Record<string, unknown> }> };
    expect(links?.value).toEqual({
      title: null,
      links: [
        {
          type: 'site',
          label: 'Leistungen',
          reference: { id: 2, type: 'site' },
          url: null,
          target: null,
          email: null,
          phone: null,
          file: null,
        },
      ],
    });
    expect(line?.value).toEqual({ color: 'orange' });
  });

  it('keeps a column inside columns and stops nesting at the depth limit', () => {
    expect(() => validate(body, { body: [{ type: 'column', value: { body: [] } }] })).toThrow();
    let nested: object = { type: 'line', value: {} };
    for (let depth = 0; depth < MAX_BLOCK_DEPTH; depth++)
      nested = { type: 'container', value: { body: [nested] } };
    expect(() => validate(body, { body: [nested] })).not.toThrow();
    nested = { type: 'container', value: { body: [nested] } };
    expect(() => validate(body, { body: [nested] })).toThrow();
  });
});

describe('block types through the API', () => {
  let content: ContentTestService;
  beforeAll(async () => {
    content = await startContentTestService();
  });
  afterAll(async () => {
    await content.close();
  });

  it('refuses a page whose block breaks its schema, with the German message on the dotted field', async () => {
    const response = await request(content.service.app)
      .post('/api/sites')
      .set(asAdmin())
      .send({
        name: 'Leistungen',
        path: '/leistungen',
        content: {
          body: [
            { type: 'wysiwyg', value: { text: '<p>Intro</p>' } },
            { type: 'line', value: {} },
            { type: 'service-hero', value: { slides: [{ image: { alt: 'ohne id' } }] } },
          ],
        },
      })
      .expect(422);
    expect(response.body.errors).toEqual([
      {
        field: 'content.body.2.value.slides.0.image.id',
        message: 'Dieser Wert sollte nicht leer sein.',
        code: 'not_blank',
      },
    ]);
  });

  it('gives admins the block type descriptions the editor is built from', async () => {
    const response = await request(content.service.app)
      .get('/api/sites/block-types')
      .set(asAdmin())
      .expect(200);
    expect(response.body.data).toEqual(CONTENT_BLOCK_TYPES);
    await request(content.service.app).get('/api/sites/block-types').expect(401);
    await request(content.service.app)
      .get('/api/sites/block-types')
      .set(authHeaders(testEmployee([1])))
      .expect(403);
  });
});
