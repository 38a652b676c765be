import sharp from 'sharp';
import request from 'supertest';
import { delay } from '@theke/server';
import { demoPricePdf } from '../demo/demo-media';
import {
  asAdmin,
  dataUrl,
  eventually,
  startContentTestService,
  waitFor,
  type ContentTestService,
} from '../testing';
import { ContactRequest } from './contact-request.model';
import { freePort, TestSmtpServer } from '@theke/server/testing';

const FAST_RETRIES = { retryEveryMs: 100, retryFirstMs: 100, retryMaxMs: 300 };

const VALID = {
  firstName: 'Maria',
  lastName: 'Huber',
  email: 'maria.huber@example.at',
  phone: '+43 664 1234567',
  comment: 'Bitte um ein Angebot für die Fensterreinigung unseres Büros (12 Fenster).',
  dataProtection: true,
  uploads: [],
};

async function uploadAsGuest(content: ContentTestService, bytes: Buffer, name: string) {
  const response = await request(content.service.app)
    .post('/api/uploads')
    .send({ data: dataUrl(bytes), name })
    .expect(201);
  return response.body.data as { id: number; publicHash: string; name: string };
}

const send = (content: ContentTestService, body: object, from = '192.0.2.1') =>
  request(content.service.app).post('/api/custom/contact-form').set('X-Forwarded-For', from).send(body);

/** Reads the request's mail state fresh from the database (the consumer writes it). */
const stateOf = async (id: number) => (await ContactRequest.findByPk(id))?.get({ plain: true });

describe('contact form', () => {
  let content: ContentTestService;
  let smtp: TestSmtpServer;

  beforeAll(async () => {
    smtp = new TestSmtpServer(await freePort());
    await smtp.start();
    content = await startContentTestService({
      mail: {
        smtpUrl: `smtp://127.0.0.1:${smtp.port}`,
        mailFrom: 'Theke Website <website@theke.test>',
        contactFormTo: 'office@theke-reinigung.at',
        ...FAST_RETRIES,
      },
    });
  });

  afterAll(async () => {
    await content.close();
    await smtp.stop();
  });

  it('answers an empty form with the German errors on every required field, the first also at the top level', async () => {
    const response = await send(content, {}).expect(422);
    expect(response.body.errors).toEqual([
      { field: 'lastName', message: 'Dieser Wert sollte nicht leer sein.', code: 'not_blank' },
      { field: 'email', message: 'Dieser Wert sollte nicht leer sein.', code: 'not_blank' },
      { field: 'phone', message: 'Dieser Wert sollte nicht leer sein.', code: 'not_blank' },
      { field: 'comment', message: 'Dieser Wert sollte nicht leer sein.', code: 'not_blank' },
      { field: 'dataProtection', message: 'Dieser Wert sollte nicht leer sein.', code: 'not_blank' },
    ]);
    expect(response.body.message).toBe('Dieser Wert sollte nicht leer sein.');
    const blank = await send(content, { ...VALID, lastName: '  ', comment: '' }).expect(422);
    expect(blank.body.errors.map((error: { field: string }) => error.field)).toEqual(['lastName', 'comment']);
  });

  it('checks the e-mail address, the phone number and the accepted privacy policy', async () => {
    const response = await send(content, {
      ...VALID,
      email: 'maria.huber',
      phone: 'bitte anrufen',
      dataProtection: false,
    }).expect(422);
    expect(response.body.errors).toEqual([
      { field: 'email', message: 'Dieser Wert ist keine gültige E-Mail-Adresse.', code: 'invalid_email' },
      { field: 'phone', message: 'Dieser Wert ist ungültig.', code: 'invalid' },
      { field: 'dataProtection', message: 'Dieser Wert sollte nicht leer sein.', code: 'not_blank' },
    ]);
  });

  it('refuses an upload it cannot prove the sender made', async () => {
    const file = await uploadAsGuest(content, demoPricePdf('A', 'B', [], 'C'), 'plan.pdf');
    const response = await send(content, {
      ...VALID,
      uploads: [{ id: file.id, publicHash: 'f'.repeat(32) }],
    }).expect(422);
    expect(response.body.errors).toEqual([
      { field: 'uploads.0', message: 'Dieser Wert ist keine gültige Datei.', code: 'invalid_file' },
    ]);
    expect(response.body.message).toBe('Dieser Wert ist keine gültige Datei.');
  });

  it('stores a valid request with two uploads and mails it with both attached', async () => {
    const pdf = demoPricePdf('Grundriss', 'Büro', [{ service: 'Fenster', price: '12' }], 'Danke');
    const photo = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#94a3b8' } })
      .jpeg()
      .toBuffer();
    const first = await uploadAsGuest(content, pdf, 'grundriss.pdf');
    const second = await uploadAsGuest(content, photo, 'fenster.jpg');
    const received = smtp.received.length;

    const response = await send(content, { ...VALID, uploads: [first, second] }).expect(201);
    expect(response.body).toEqual({ data: { id: expect.any(Number) } });
    const id = response.body.data.id as number;
    expect(await stateOf(id)).toMatchObject({
      firstName: 'Maria',
      lastName: 'Huber',
      email: 'maria.huber@example.at',
      phone: '+43 664 1234567',
      dataProtection: true,
      uploadIds: [first.id, second.id],
    });

    await waitFor(() => smtp.received.length === received + 1);
    const mail = smtp.received[received];
    expect(mail?.to).toEqual(['office@theke-reinigung.at']);
    expect(mail?.from).toBe('website@theke.test');
    expect(mail?.header('Subject')).toBe('Kontaktanfrage von Maria Huber');
    expect(mail?.header('Reply-To')).toBe('Maria Huber <maria.huber@example.at>');
    expect(mail?.text).toContain('Telefonnummer: +43 664 1234567');
    expect(mail?.attachments.map(({ filename, contentType }) => [filename, contentType])).toEqual([
      ['grundriss.pdf', 'application/pdf'],
      ['fenster.jpg', 'image/jpeg'],
    ]);
    expect(Buffer.compare(mail?.attachments[0]?.content ?? Buffer.alloc(0), pdf)).toBe(0);
    expect(Buffer.compare(mail?.attachments[1]?.content ?? Buffer.alloc(0), photo)).toBe(0);
    expect(content.events.some((event) => event.type === 'content.contact-request.received')).toBe(true);
    const stored = await eventually(
      () => stateOf(id),
      (state) => state?.mailedAt instanceof Date,
    );
    expect(stored?.mailAttempts).toBe(1);
  });

  it('takes a request without first name and without uploads', async () => {
    const received = smtp.received.length;
    const { firstName: _firstName, uploads: _uploads, ...rest } = VALID;
    await send(content, rest).expect(201);
    await waitFor(() => smtp.received.length === received + 1);
    expect(smtp.received[received]?.attachments).toEqual([]);
  });

  it('limits how many forms one visitor sends', async () => {
    for (let index = 0; index < 10; index++) await send(content, {}, '203.0.113.50').expect(422);
    const limited = await send(content, VALID, '203.0.113.50').expect(429);
    expect(limited.body.message).toBe(
      'Zu viele Anfragen. Bitte versuchen Sie es in einigen Minuten noch einmal.',
    );
  });
});

describe('contact form while the SMTP server is down', () => {
  let content: ContentTestService;
  let smtp: TestSmtpServer;

  beforeAll(async () => {
    smtp = new TestSmtpServer(await freePort());
    content = await startContentTestService({
      mail: { smtpUrl: `smtp://127.0.0.1:${smtp.port}`, contactFormTo: null, ...FAST_RETRIES },
    });
    await request(content.service.app)
      .post('/api/config')
      .set(asAdmin())
      .send({ email: 'anfragen@theke-reinigung.at' })
      .expect(200);
  });

  afterAll(async () => {
    await content.close();
    await smtp.stop();
  });

  it('keeps the request and mails it once the server is back, exactly once', async () => {
    const response = await send(content, VALID).expect(201);
    const id = response.body.data.id as number;
    const failed = await eventually(
      () => stateOf(id),
      (state) => (state?.mailAttempts ?? 0) >= 2,
    );
    expect(failed?.mailedAt).toBeNull();
    expect(failed?.mailError).toMatch(/ECONNREFUSED/);

    await smtp.start();
    await waitFor(() => smtp.received.length === 1);
    expect(smtp.received[0]?.to).toEqual(['anfragen@theke-reinigung.at']);
    await delay(600);
    expect(smtp.received).toHaveLength(1);
    const delivered = await eventually(
      () => stateOf(id),
      (state) => state?.mailedAt instanceof Date,
    );
    expect(delivered?.mailError).toBeNull();
  });
});
