import express from 'express';
import type { AddressInfo } from 'node:net';
import net from 'node:net';
import request from 'supertest';
import { closeServer, listen } from '../service';
import { errorHandler, notFoundHandler } from './error-handler';
import { createLogger } from './logger';
import { serviceHelmet, transportAwareHelmet } from './security-headers';

function edgeApp(trustProxy: number | false) {
  const app = express();
  app.set('trust proxy', trustProxy);
  app.use(transportAwareHelmet({ defaultSrc: ["'self'"] }));
  app.get('/page', (_req, res) => {
    res.send('<p>Hallo</p>');
  });
  app.use(notFoundHandler);
  app.use(errorHandler(createLogger('headers-test')));
  return app;
}

/** Sends raw bytes and returns the raw answer (for what Node's parser answers itself). */
async function rawExchange(port: number, payload: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write(payload));
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString()));
    socket.on('end', () => resolve(answer));
    socket.on('error', reject);
  });
}

describe('security headers fit the transport (issue 17)', () => {
  it('sends neither HSTS nor upgrade-insecure-requests over plain HTTP, even when the client claims HTTPS', async () => {
    for (const [trustProxy, forwardedProto] of [[false, undefined], [false, 'https'], [1, 'http']] as const) {
      const call = request(edgeApp(trustProxy)).get('/page');
      const response = await (forwardedProto ? call.set('X-Forwarded-Proto', forwardedProto) : call).expect(200);
      expect(response.headers['strict-transport-security']).toBeUndefined();
      expect(response.headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
    }
  });

  it('sends both behind a trusted proxy that says HTTPS, on pages and on errors', async () => {
    for (const path of ['/page', '/fehlt']) {
      const response = await request(edgeApp(1)).get(path).set('X-Forwarded-Proto', 'https');
      expect(response.headers['strict-transport-security']).toMatch(/max-age=\d+/);
      expect(response.headers['content-security-policy']).toContain('upgrade-insecure-requests');
    }
  });

  it('leaves HTTPS headers out of what a service answers (the gateway passes its answers on)', async () => {
    const app = express().use(serviceHelmet()).get('/api/x', (_req, res) => {
      res.json({ data: 1 });
    });
    const response = await request(app).get('/api/x').expect(200);
    expect(response.headers['strict-transport-security']).toBeUndefined();
    expect(response.headers['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'");
  });

  it('answers oversized headers with a 431 in the envelope, with the security headers', async () => {
    const server = await listen(edgeApp(false), 0, '127.0.0.1');
    try {
      const { port } = server.address() as AddressInfo;
      const answer = await rawExchange(port, `GET /page HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`);
      const [head = '', body = ''] = answer.split('\r\n\r\n');
      expect(head).toMatch(/^HTTP\/1\.1 431 /);
      expect(head).toMatch(/\r\nX-Content-Type-Options: nosniff/);
      expect(head).toMatch(/\r\nContent-Security-Policy: default-src 'none'/);
      expect(head).not.toMatch(/Strict-Transport-Security/i);
      expect(JSON.parse(body)).toEqual({
        errors: [{ message: 'Die Kopfzeilen der Anfrage sind zu groß.', code: 'headers_too_large' }],
      });

      const malformed = await rawExchange(port, 'KAPUTT\r\n\r\n');
      expect(malformed).toMatch(/^HTTP\/1\.1 400 /);
      expect(malformed).toContain('"code":"malformed_request"');
    } finally {
      await closeServer(server);
    }
  });
});
