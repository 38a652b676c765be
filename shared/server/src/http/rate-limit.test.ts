import express from 'express';
import request from 'supertest';
import { errorHandler, topLevelErrorMessage } from './error-handler';
import { createLogger } from './logger';
import { clientAddress, rateLimit } from './rate-limit';

function appWith(limit: ReturnType<typeof rateLimit>) {
  const app = express();
  app.post('/form', topLevelErrorMessage, limit, (_req, res) => {
    res.status(201).json({ data: { ok: true } });
  });
  app.post('/plain', limit, (_req, res) => {
    res.status(201).json({ data: { ok: true } });
  });
  app.use(errorHandler(createLogger('test')));
  return app;
}

describe('rateLimit', () => {
  it('counts per client address as the gateway forwarded it and answers 429 with Retry-After', async () => {
    const app = appWith(rateLimit({ windowMs: 60_000, max: 2 }));
    const from = (address: string) => ({ 'X-Forwarded-For': `10.0.0.1, ${address}` });
    await request(app).post('/plain').set(from('192.0.2.1')).expect(201);
    await request(app).post('/plain').set(from('192.0.2.1')).expect(201);
    const limited = await request(app).post('/plain').set(from('192.0.2.1')).expect(429);
    expect(limited.body).toEqual({
      errors: [
        {
          message: 'Zu viele Anfragen. Bitte versuchen Sie es in einigen Minuten noch einmal.',
          code: 'too_many_requests',
        },
      ],
    });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    await request(app).post('/plain').set(from('192.0.2.2')).expect(201);
  });

  it('adds the first message at the top level only where an endpoint asks for it', async () => {
    const app = appWith(rateLimit({ windowMs: 60_000, max: 0 }));
    const form = await request(app).post('/form').expect(429);
    expect(form.body.message).toBe(form.body.errors[0].message);
    const plain = await request(app).post('/plain').expect(429);
    expect(plain.body.message).toBeUndefined();
  });

  it('weighs requests by their cost, skips whom it is told to, and forgets on reset', async () => {
    const limit = rateLimit({
      windowMs: 60_000,
      max: 10,
      cost: (req) => Number(req.get('x-cost') ?? 1),
      skip: (req) => req.get('x-staff') === '1',
    });
    const app = appWith(limit);
    await request(app).post('/plain').set('x-cost', '8').expect(201);
    await request(app).post('/plain').set('x-cost', '3').expect(429);
    await request(app).post('/plain').set({ 'x-cost': '3', 'x-staff': '1' }).expect(201);
    limit.reset();
    await request(app).post('/plain').set('x-cost', '3').expect(201);
  });

  it('takes the socket address without a forwarded header', () => {
    const req = { get: () => undefined, socket: { remoteAddress: '127.0.0.1' } } as unknown as Parameters<typeof clientAddress>[0];
    expect(clientAddress(req)).toBe('127.0.0.1');
  });
});
