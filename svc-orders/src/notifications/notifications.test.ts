import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { SMTPServer } from 'smtp-server';
import { authHeaders, TEST_ADMIN } from '@theke/server/testing';
import {
  startOrdersTestPlatform,
  takeawayOrder,
  waitFor,
  type OrdersTestPlatform,
} from '../testing/test-platform';
import { FakeSmsProvider } from '../testing/fake-sms';

interface ReceivedMail {
  to: string[];
  subject: string;
  text: string;
}

/** Just enough MIME to read what nodemailer sends: encoded-word subjects, quoted-printable or base64 parts. */
function decodeMime(raw: string): { subject: string; text: string } {
  const decodeWords = (value: string) =>
    value.replace(/=\?UTF-8\?([QB])\?([^?]*)\?=\s*/gi, (_match, encoding: string, data: string) =>
      encoding.toUpperCase() === 'B'
        ? Buffer.from(data, 'base64').toString('utf8')
        : Buffer.from(
            data
              .replace(/_/g, ' ')
              .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))),
            'latin1',
          ).toString('utf8'),
    );
  const unfolded = raw.replace(/\r\n[ \t]+/g, ' ');
  const subject = decodeWords(/^Subject: (.*)$/im.exec(unfolded)?.[1]?.trim() ?? '');
  const part =
    /Content-Type: text\/plain[^\r\n]*\r\nContent-Transfer-Encoding: ([\w-]+)\r\n\r\n([\s\S]*?)\r\n--/i.exec(
      raw,
    );
  const [, encoding = '7bit', body = ''] = part ?? [];
  const text =
    encoding.toLowerCase() === 'base64'
      ? Buffer.from(body, 'base64').toString('utf8')
      : encoding.toLowerCase() === 'quoted-printable'
        ? Buffer.from(
            body
              .replace(/=\r\n/g, '')
              .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))),
            'latin1',
          ).toString('utf8')
        : body;
  return { subject, text };
}

let platform: OrdersTestPlatform;
let smtp: SMTPServer;
let sms: FakeSmsProvider;
const mails: ReceivedMail[] = [];
const api = () => request(platform.orders.url);
const admin = authHeaders(TEST_ADMIN);
const mailsTo = (address: string) => mails.filter((mail) => mail.to.includes(address));

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (address.address === 'refused@example.at') {
        callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }));
        return;
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        mails.push({
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          ...decodeMime(Buffer.concat(chunks).toString('utf8')),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const port = (smtp.server.address() as AddressInfo).port;
  sms = new FakeSmsProvider();
  await sms.start();
  platform = await startOrdersTestPlatform({
    settings: {
      smtp: { url: `smtp://127.0.0.1:${port}` },
      mailFrom: 'Theke <bestellungen@theke.example>',
      sms: { apiUrl: sms.url, ...sms.account, from: '+43111222333' },
    },
  });
  // PUBLIC_URL: links in messages and the providers' way back both lead to the running service.
  platform.runtime.settings.publicUrl = platform.orders.url;
  await platform.updateConfig({ enablePluginMollie: true, enableMollie: true, enablePluginSMS: true });
});

afterAll(async () => {
  await platform.close();
  await sms.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

describe('new-order notifications', () => {
  it('mails the branch and the guest a German order e-mail, received by a real SMTP server', async () => {
    const order = (
      await api()
        .post('/api/orders')
        .send(takeawayOrder({ email: 'gast@example.at' }))
        .expect(201)
    ).body.data;
    await waitFor(
      () => mailsTo('gast@example.at').length === 1 && mailsTo('wien@theke-reinigung.at').length === 1,
    );
    const [guest] = mailsTo('gast@example.at');
    expect(guest?.subject).toBe(`Ihre Bestellung ${order.ticketNumber} bei Theke Reinigung Wien-Mariahilf`);
    expect(guest?.text).toContain('Guten Tag Anna Huber,');
    // Money in the German format of SPEC §9 ('€ 8,70' with a no-break space).
    const text = guest?.text.replace(/\u00a0/g, ' ');
    expect(text).toContain('3 Stück Mikrofasertuch: € 8,70');
    expect(text).toContain('MwSt. 20 %: € 1,45');
    expect(text).toContain('Gesamt: € 8,70');
    expect(guest?.text).toContain(`${platform.orders.url}/status/${order.uid}/${order.hash}`);
    const [branch] = mailsTo('wien@theke-reinigung.at');
    expect(branch?.subject).toBe(`Neue Bestellung ${order.ticketNumber}`);
    expect(branch?.text).toContain('Tel. +436641234567');
  });

  it('texts the guest when the SMS plugin is on', async () => {
    const order = (
      await api()
        .post('/api/orders')
        .send(takeawayOrder({ phone: '+436649998877' }))
        .expect(201)
    ).body.data;
    await waitFor(() => sms.messages.some((message) => message.to === '+436649998877'));
    const message = sms.messages.find((sent) => sent.to === '+436649998877');
    expect(message).toEqual({
      to: '+436649998877',
      from: '+43111222333',
      body: `Theke Reinigung Wien-Mariahilf: Ihre Bestellung ${order.ticketNumber} ist eingegangen. Status: ${platform.orders.url}/status/${order.uid}/${order.hash}`,
    });
  });

  it('waits for the payment of an online order before announcing it', async () => {
    const order = (
      await api()
        .post('/api/orders')
        .send(takeawayOrder({ email: 'online@example.at', paymentMethod: 'mollie' }))
        .expect(201)
    ).body.data;
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(mailsTo('online@example.at')).toHaveLength(0);
    await platform.mollie.complete(String(order.paymentRedirectUrl).split('/').pop() ?? '', 'paid');
    await waitFor(() => mailsTo('online@example.at').length === 1);
  });

  it('sends nothing twice when the event is delivered again', async () => {
    const order = (
      await api()
        .post('/api/orders')
        .send(takeawayOrder({ email: 'twice@example.at' }))
        .expect(201)
    ).body.data;
    await waitFor(() => mailsTo('twice@example.at').length === 1);
    const placed = (await platform.events('orders.order.placed')).find(
      (event) => (event.data as { id: number }).id === order.id,
    );
    if (!placed) throw new Error('event missing');
    await platform.bus.publish(placed);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(mailsTo('twice@example.at')).toHaveLength(1);
  });

  it('resends the guest e-mail and SMS on the staff’s request', async () => {
    const order = (
      await api()
        .post('/api/orders')
        .send(takeawayOrder({ email: 'resend@example.at', phone: '+436641110000' }))
        .expect(201)
    ).body.data;
    await waitFor(() => mailsTo('resend@example.at').length === 1);
    await api().post(`/api/orders/${order.id}/resend-new-order-email`).set(admin).expect(200);
    expect(mailsTo('resend@example.at')).toHaveLength(2);
    const before = sms.messages.filter((message) => message.to === '+436641110000').length;
    await api().post(`/api/orders/${order.id}/resend-new-order-sms`).set(admin).expect(200);
    expect(sms.messages.filter((message) => message.to === '+436641110000')).toHaveLength(before + 1);
  });

  it('still mails the branch once when the mail server refuses the guest address for good', async () => {
    const order = (
      await api()
        .post('/api/orders')
        .send(takeawayOrder({ email: 'refused@example.at' }))
        .expect(201)
    ).body.data;
    await waitFor(() =>
      mails.some(
        (mail) =>
          mail.subject === `Neue Bestellung ${order.ticketNumber}` &&
          mail.text.includes('refused@example.at'),
      ),
    );
    await new Promise((resolve) => setTimeout(resolve, 500));
    const branchMails = mails.filter(
      (mail) =>
        mail.subject === `Neue Bestellung ${order.ticketNumber}` && mail.text.includes('refused@example.at'),
    );
    expect(branchMails).toHaveLength(1);
    expect(mailsTo('refused@example.at')).toHaveLength(0);
  });

  it('answers a resend without an address with the spec message', async () => {
    const dineIn = {
      isDineIn: true,
      branch: { id: 2 },
      table: { id: 1 },
      items: [{ product: { id: 23 }, amount: 1, unit: 'pair' }],
    };
    const order = (
      await api()
        .post('/api/orders')
        .send(takeawayOrder({ ...dineIn, email: null }))
        .expect(201)
    ).body.data;
    const response = await api()
      .post(`/api/orders/${order.id}/resend-new-order-email`)
      .set(admin)
      .expect(409);
    expect(response.body.errors[0]).toMatchObject({
      message: 'Bestätigung konnte nicht versendet werden.',
      code: 'no_email',
    });
  });
});
