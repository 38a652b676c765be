/**
 * Price labels through the gateway (issue 19): the PDF svc-catalog writes reaches a staff
 * browser byte for byte (no gzip for application/pdf, no JSON envelope on the way), and
 * `/api/products/labels` is not mistaken for a product id.
 */
import { get } from 'node:http';
import request from 'supertest';
import { startTestPlatform, type TestPlatform } from '../testing/test-platform';

let platform: TestPlatform;

beforeAll(async () => {
  platform = await startTestPlatform();
});

afterAll(async () => {
  await platform.close();
});

/** The raw answer as it leaves the gateway: node:http decompresses nothing. */
function rawGet(path: string, headers: Record<string, string>) {
  return new Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }>(
    (resolve, reject) => {
      get(`${platform.gateway.url}${path}`, { headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks),
          }),
        );
        response.on('error', reject);
      }).on('error', reject);
    },
  );
}

async function employeeCookie(): Promise<string> {
  const agent = request.agent(platform.gateway.url);
  const csrf = await agent.get('/api/csrf');
  const login = await agent
    .post('/api/login')
    .set('X-CSRF-Token', csrf.body.data.csrfToken)
    .send({ username: 'mitarbeiter', password: 'theke-mitarbeiter' })
    .expect(200);
  return (login.headers['set-cookie'] as unknown as string[])
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

describe('price labels through the gateway', () => {
  it('hands a logged-in employee the PDF intact, uncompressed, even when gzip is accepted', async () => {
    const cookie = await employeeCookie();
    const answer = await rawGet('/api/products/labels?ids=1,2,2&layout=detail', {
      Cookie: cookie,
      'Accept-Encoding': 'gzip, deflate, br',
    });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toBe('application/pdf');
    expect(answer.headers['content-disposition']).toBe('inline; filename="preisetiketten.pdf"');
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(Number(answer.headers['content-length'])).toBe(answer.body.length);
    expect(answer.body.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(answer.body.subarray(-6).toString('latin1')).toBe('%%EOF\n');
  });

  it('answers guests 401 in the envelope, and a product id still reads the product', async () => {
    const guest = await request(platform.gateway.url).get('/api/products/labels?ids=1').expect(401);
    expect(guest.body.errors[0].code).toBe('unauthorized');
    const product = await request(platform.gateway.url).get('/api/products/1').expect(200);
    expect(product.body.data.id).toBe(1);
  });
});
