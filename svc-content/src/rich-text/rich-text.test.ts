import request from 'supertest';
import { asAdmin, createAsAdmin, startContentTestService, type ContentTestService } from '../testing';
import { iframeAddress, sanitizeRichText } from './sanitize';

const HOSTILE =
  '<h2 onclick="steal()">Angebot</h2><script>alert(1)</script><p>Jetzt <a href="javascript:alert(1)">bestellen</a> ' +
  '<img src="x" onerror="alert(1)"><img src="data:image/png;base64,AAAA"></p><style>body{display:none}</style>' +
  '<iframe src="https://evil.example"></iframe><a href="https://www.theke-reinigung.at" target="_blank">Website</a>';

/** What remains of HOSTILE: the text, the safe link with rel added, no image without a web address. */
const CLEAN =
  '<h2>Angebot</h2><p>Jetzt <a>bestellen</a> <img src="x" /><img /></p>' +
  '<a href="https://www.theke-reinigung.at" target="_blank" rel="noopener noreferrer">Website</a>';

describe('sanitising rich text', () => {
  it('removes script, style, iframes, event handlers and javascript: and data: addresses', () => {
    expect(sanitizeRichText(HOSTILE)).toBe(CLEAN);
    expect(
      sanitizeRichText(
        '<p><a href="mailto:office@theke-reinigung.at">Mail</a> <a href="tel:+4315234567">Tel</a></p>',
      ),
    ).toBe('<p><a href="mailto:office@theke-reinigung.at">Mail</a> <a href="tel:+4315234567">Tel</a></p>');
    expect(sanitizeRichText('<p style="position:fixed">Hallo <b>Welt</b></p>')).toBe(
      '<p>Hallo <b>Welt</b></p>',
    );
  });

  it('keeps only the https address of a map embed', () => {
    expect(iframeAddress('<iframe src="https://www.google.com/maps/embed?pb=1" onload="x()"></iframe>')).toBe(
      'https://www.google.com/maps/embed?pb=1',
    );
    expect(iframeAddress('https://www.openstreetmap.org/export/embed.html')).toBe(
      'https://www.openstreetmap.org/export/embed.html',
    );
    expect(iframeAddress('<iframe src="http://maps.example/embed"></iframe>')).toBeNull();
    expect(iframeAddress('javascript:alert(1)')).toBeNull();
    expect(iframeAddress('<script>alert(1)</script>')).toBeNull();
  });
});

describe('rich text written through the API', () => {
  let content: ContentTestService;
  const app = () => content.service.app;
  beforeAll(async () => {
    content = await startContentTestService();
  });
  afterAll(async () => {
    await content.close();
  });

  it('stores a page body without <script> and onerror=', async () => {
    const site = await createAsAdmin(content.service, '/api/sites', {
      name: 'Angebot',
      path: '/angebot',
      isPublic: true,
      content: {
        body: [
          { type: 'wysiwyg', value: { text: HOSTILE } },
          {
            type: 'container',
            value: { body: [{ type: 'form-section', value: { text: '<p>Hallo<script>x()</script></p>' } }] },
          },
        ],
      },
    });
    const read = await request(app())
      .get(`/api/sites/${String(site.id)}`)
      .expect(200);
    const text = JSON.stringify(read.body.data.content.body);
    expect(text).not.toMatch(/script|onerror|onclick|javascript:|data:/);
    expect(read.body.data.content.body[0].value.text).toBe(CLEAN);
    expect(read.body.data.content.body[1].value.body[0].value.text).toBe('<p>Hallo</p>');
  });

  it('refuses a text block that is empty once sanitised', async () => {
    const response = await request(app())
      .post('/api/sites')
      .set(asAdmin())
      .send({
        name: 'Leer',
        path: '/leer',
        content: { body: [{ type: 'wysiwyg', value: { text: '<script>x()</script>' } }] },
      })
      .expect(422);
    expect(response.body.errors).toEqual([
      {
        field: 'content.body.0.value.text',
        message: 'Dieser Wert sollte nicht leer sein.',
        code: 'not_blank',
      },
    ]);
  });

  it('sanitises the text of a block', async () => {
    const block = await createAsAdmin(content.service, '/api/blocks', {
      identifier: 'popup-angebot',
      name: 'Angebot',
      type: 'popup',
      isPublic: true,
      content: { text: HOSTILE },
    });
    expect(block.content).toEqual({ text: CLEAN });
  });

  it('sanitises the legal texts of the config', async () => {
    const response = await request(app())
      .post('/api/config')
      .set(asAdmin())
      .send({
        imprintText: '<h2>Impressum</h2><p onmouseover="x()">Theke GmbH</p><script>x()</script>',
        privacyPolicyText: '',
      })
      .expect(200);
    expect(response.body.data.imprintText).toBe('<h2>Impressum</h2><p>Theke GmbH</p>');
    expect(response.body.data.privacyPolicyText).toBeNull();
  });
});
