import Joi from 'joi';
import express from 'express';
import request from 'supertest';
import { Invalid } from './errors';
import { errorHandler, notFoundHandler } from './error-handler';
import { createLogger } from './logger';
import { bicSchema, ibanSchema, instant, instantDate, isValidIban, validate } from './validation';

function messagesFor(schema: Joi.Schema, value: unknown) {
  try {
    validate(schema, value);
    return [];
  } catch (error) {
    if (!(error instanceof Invalid)) throw error;
    return error.items;
  }
}

describe('German validation messages (SPEC §5)', () => {
  const schema = Joi.object({
    name: Joi.string().min(3).max(10).required(),
    email: Joi.string().email(),
    website: Joi.string().uri(),
    price: Joi.number(),
    appointmentDate: Joi.date().iso(),
    comment: Joi.string().invalid(null),
    iban: ibanSchema(),
    bic: bicSchema(),
    address: Joi.object({ street: Joi.string().required() }),
  });

  it.each([
    [{}, 'name', 'Dieser Wert sollte nicht leer sein.', 'not_blank'],
    [{ name: '' }, 'name', 'Dieser Wert sollte nicht leer sein.', 'not_blank'],
    [{ name: 'ab' }, 'name', 'Diese Zeichenkette ist zu kurz. Sie sollte mindestens 3 Zeichen haben.', 'too_short'],
    [{ name: 'abcdefghijk' }, 'name', 'Diese Zeichenkette ist zu lang. Sie sollte höchstens 10 Zeichen haben.', 'too_long'],
    [{ name: 'Anna', email: 'kein-mail' }, 'email', 'Dieser Wert ist keine gültige E-Mail-Adresse.', 'invalid_email'],
    [{ name: 'Anna', website: 'kein url' }, 'website', 'Dieser Wert ist keine gültige URL.', 'invalid_url'],
    [{ name: 'Anna', price: 'zwölf' }, 'price', 'Dieser Wert ist keine gültige Zahl.', 'invalid_number'],
    [{ name: 'Anna', appointmentDate: 'morgen' }, 'appointmentDate', 'Dieser Wert entspricht keiner gültigen Datumsangabe.', 'invalid_date'],
    [{ name: 'Anna', comment: null }, 'comment', 'Dieser Wert sollte nicht null sein.', 'not_null'],
    [{ name: 'Anna', iban: 'AT61 1904 3002 3457 3202' }, 'iban', 'Dieser Wert ist keine gültige internationale Bankkontonummer (IBAN).', 'invalid_iban'],
    [{ name: 'Anna', bic: '12' }, 'bic', 'Dieser Wert ist kein gültiger internationaler Bankcode (BIC).', 'invalid_bic'],
    [{ name: 'Anna', address: {} }, 'address.street', 'Dieser Wert sollte nicht leer sein.', 'not_blank'],
  ])('reports %j with the field %s and the spec message', (value, field, message, code) => {
    expect(messagesFor(schema, value)).toContainEqual({ field, message, code });
  });

  it('reports every invalid field at once', () => {
    const fields = messagesFor(schema, { email: 'x', price: 'y' }).map((item) => item.field);
    expect(fields).toEqual(expect.arrayContaining(['name', 'email', 'price']));
  });

  it('accepts a valid Austrian IBAN', () => {
    expect(isValidIban('AT61 1904 3002 3457 3201')).toBe(true);
    expect(messagesFor(schema, { name: 'Anna', iban: 'AT61 1904 3002 3457 3201', bic: 'BKAUATWW' })).toEqual([]);
  });
});

describe('error middleware', () => {
  const app = express();
  app.use(express.json());
  app.post('/invalid', () => {
    throw new Invalid('Dieser Wert ist ungültig.', 'amount');
  });
  app.get('/boom', () => {
    throw new Error('secret internals at /srv/app.ts:12');
  });
  app.use(notFoundHandler);
  app.use(errorHandler(createLogger('test')));

  it('renders typed errors into the envelope with their status', async () => {
    const response = await request(app).post('/invalid').send({}).expect(422);
    expect(response.body).toEqual({ errors: [{ message: 'Dieser Wert ist ungültig.', field: 'amount', code: 'invalid' }] });
  });

  it('turns unknown errors into a German 500 with an error id and no internals', async () => {
    const response = await request(app).get('/boom').expect(500);
    expect(response.body.errors[0].message).toMatch(/^Leider ist ein interner Fehler aufgetreten \(Fehler-ID [0-9a-f-]{36}\)\.$/);
    expect(JSON.stringify(response.body)).not.toContain('secret internals');
  });

  it('answers malformed JSON with 400 in German', async () => {
    const response = await request(app).post('/invalid').set('Content-Type', 'application/json').send('{"a":').expect(400);
    expect(response.body.errors[0]).toEqual({ message: 'Die Anfrage enthält kein gültiges JSON.', code: 'malformed_json' });
  });

  it('answers unknown paths with a JSON 404', async () => {
    const response = await request(app).get('/nirgends').expect(404);
    expect(response.body.errors[0].code).toBe('not_found');
  });
});

describe('instants and referenced bounds (issue 17)', () => {
  const schema = Joi.object({
    appointmentDate: instant(),
    availableFrom: instantDate(),
    minimumQuantity: Joi.number(),
    maximumQuantity: Joi.number().min(Joi.ref('minimumQuantity')),
  });

  it.each(['+275760-09-13T00:00:00Z', '-271821-04-20T00:00:00Z', '1999-12-31T23:59:59Z', '2101-01-01T00:00:00+00:00', '2025-10-15T10:00:00'])(
    'refuses the instant %s with the invalid-date message',
    (value) => {
      expect(messagesFor(schema, { appointmentDate: value })).toEqual([
        { field: 'appointmentDate', message: 'Dieser Wert entspricht keiner gültigen Datumsangabe.', code: 'invalid_date' },
      ]);
    },
  );

  it('limits dates converted by joi to the same range', () => {
    for (const value of ['+275760-09-13T00:00:00Z', '1999-12-31T23:59:59Z', '2101-01-01T00:00:00Z']) {
      expect(messagesFor(schema, { availableFrom: value })[0]).toMatchObject({ field: 'availableFrom', code: 'invalid_date' });
    }
    expect(messagesFor(schema, { availableFrom: '2100-12-31T23:59:59Z' })).toEqual([]);
  });

  it('keeps an instant inside the range as the same instant in UTC', () => {
    expect(validate(schema, { appointmentDate: '2025-10-15T12:30:00+02:00' })).toEqual({ appointmentDate: '2025-10-15T10:30:00.000Z' });
  });

  it('names the referenced bound instead of NaN', () => {
    expect(messagesFor(schema, { minimumQuantity: 5, maximumQuantity: 2 })).toEqual([
      { field: 'maximumQuantity', message: 'Dieser Wert sollte größer oder gleich 5 sein.', code: 'too_small' },
    ]);
  });
});
