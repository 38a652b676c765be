import express from 'express';
import request from 'supertest';
import { errorHandler, notFoundHandler } from './error-handler';
import { createLogger } from './logger';
import { assertJsonDepth, cleanUrl, jsonBody, MAX_BODY_DEPTH, normaliseText } from './request-edge';

/** An app that echoes what the edge let through. */
function echoApp() {
  const app = express();
  app.use(cleanUrl, ...jsonBody('1mb'));
  app.post('/echo', (req, res) => {
    res.json({ data: req.body });
  });
  app.get('/items/:id', (req, res) => {
    res.json({ data: { id: req.params.id, query: req.query } });
  });
  app.use(notFoundHandler);
  app.use(errorHandler(createLogger('edge-test')));
  return app;
}

const nested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;

describe('request edge (issue 17)', () => {
  const app = echoApp();

  it('refuses a body nested deeper than the limit before parsing it, with a German 400', async () => {
    const response = await request(app)
      .post('/echo')
      .set('Content-Type', 'application/json')
      .send(`{"order": ${nested(10_000)}}`)
      .expect(400);
    expect(response.body.errors).toEqual([
      { message: 'Die Anfrage ist zu tief verschachtelt.', code: 'too_deeply_nested' },
    ]);
  });

  it('accepts nesting up to the limit and ignores brackets inside strings', () => {
    expect(() => assertJsonDepth(Buffer.from(nested(MAX_BODY_DEPTH)))).not.toThrow();
    expect(() => assertJsonDepth(Buffer.from(nested(MAX_BODY_DEPTH + 1)))).toThrow();
    expect(() => assertJsonDepth(Buffer.from(`["${'['.repeat(100)}\\"${'{'.repeat(100)}"]`))).not.toThrow();
  });

  it.each([
    ['a NUL', 'Zimmer\u00001'],
    ['a lone high surrogate', 'Zimmer \ud800'],
    ['a lone low surrogate', '\udc00 Zimmer'],
    ['an escape character', 'Zimmer\u001b[31m'],
    ['a C1 control', 'Zimmer\u0085'],
  ])('refuses %s in a nested text with the field path', async (_label, text) => {
    const response = await request(app)
      .post('/echo')
      .send({ items: [{ parts: [{ value: text }] }] })
      .expect(422);
    expect(response.body.errors).toEqual([
      { message: 'Dieser Wert enthält unzulässige Zeichen.', field: 'items.0.parts.0.value', code: 'invalid_characters' },
    ]);
  });

  it('keeps tabs, newlines and emoji, turns CRLF into LF and composes umlauts (NFC)', async () => {
    const response = await request(app)
      .post('/echo')
      .send({ comment: 'Erste Zeile\r\nZweite\tZeile 🍕 Gru\u0308ße' })
      .expect(200);
    expect(response.body.data.comment).toBe('Erste Zeile\nZweite\tZeile 🍕 Grüße');
    expect(normaliseText('Gru\u0308ße')).toBe('Grüße');
  });

  it.each(['__proto__', 'constructor', 'prototype'])('refuses the prototype key %s', async (key) => {
    const response = await request(app)
      .post('/echo')
      .set('Content-Type', 'application/json')
      .send(`{"branch": {"${key}": {"isAdmin": true}}}`)
      .expect(422);
    expect(response.body.errors[0]).toEqual({ message: 'Dieses Feld ist nicht erlaubt.', field: `branch.${key}`, code: 'unknown_field' });
    expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
  });

  it('answers a NUL in the path like any other unknown path', async () => {
    const response = await request(app).get('/items/%00').expect(404);
    expect(response.body.errors[0].message).toBe('Die angeforderte Ressource wurde nicht gefunden.');
    await request(app).get('/items/%E0%A4%A').expect(404);
  });

  it('refuses a control character in a query parameter, naming it', async () => {
    const response = await request(app).get('/items/1?search=a%00b').expect(422);
    expect(response.body.errors[0]).toMatchObject({ field: 'search', code: 'invalid_characters' });
    await request(app).get('/items/1?search=Gr%C3%BC%C3%9Fe').expect(200);
  });
});
