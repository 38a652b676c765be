/**
 * Inputs that once answered 500 (issue 17), kept as fixed cases beside the generated ones. Each
 * says what it sends and what the answer must be beyond the general contract (no 5xx, German
 * envelope), so a fix that merely turns the 500 into some other wrong answer still fails.
 */
import { MESSAGES } from '@theke/server';
import type { Answer } from './answer-contract';
import { jsonText } from './fuzz-bodies';
import type { FuzzRequest } from './fuzz-client';
import { orderWithAccessText } from './fuzz-targets';
import { RawJson, deepArrayText } from './nasty-values';

export interface RegressionContext {
  send(request: FuzzRequest): Promise<Answer>;
  /** A demo order staff may edit. */
  orderId: number;
  /** A demo product whose minimumQuantity is 1. */
  productId: number;
}

export interface Regression {
  name: string;
  request(context: RegressionContext): FuzzRequest;
  /** What this case demands beyond the contract: a broken rule, or null. */
  check(answer: Answer, context: RegressionContext): Promise<string | null> | string | null;
}

const JSON_TYPE = 'application/json';
const jsonBody = (value: unknown) => ({
  bytes: jsonText(value),
  contentType: JSON_TYPE,
  label: 'regression',
});

const errorsOf = (answer: Answer): Array<{ message?: string; field?: string; code?: string }> =>
  (JSON.parse(answer.text) as { errors?: Array<{ message?: string; field?: string }> }).errors ?? [];

const dateMessage = (answer: Answer): string | null =>
  errorsOf(answer).some((error) => error.message === MESSAGES.date)
    ? null
    : `not the §5 date message: ${answer.text.slice(0, 200)}`;
const refusedOrAccepted = (answer: Answer): string | null =>
  answer.status < 500 ? null : `expected 2xx or 4xx, got ${answer.status}`;

function refusedNaming(field: string, message: (answer: Answer) => string | null = () => null) {
  return (answer: Answer): string | null => {
    if (answer.status !== 422) return `expected 422, got ${answer.status}`;
    const item = errorsOf(answer).find((error) => error.field === field);
    if (!item) return `no error on ${field}: ${answer.text.slice(0, 200)}`;
    return message(answer) ?? (item.message?.includes('NaN') ? `message names NaN: ${item.message}` : null);
  };
}

/** The free-text part of the order's first item. */
const ACCESS_TEXT_FIELD = 'items.0.parts.3';

export const REGRESSIONS: Regression[] = [
  {
    // The control: without it a refusal below could be about anything but the character.
    name: 'POST /api/orders places the order the regressions below break (pinned open Wednesday)',
    request: () => ({
      method: 'POST',
      path: '/api/orders',
      caller: 'guest',
      body: jsonBody(orderWithAccessText()),
    }),
    check: (answer) =>
      answer.status === 201 ? null : `expected 201, got ${answer.status}: ${answer.text.slice(0, 200)}`,
  },
  {
    name: 'POST /api/orders with a 10,000-deep array in an extra field and an Idempotency-Key',
    request: () => ({
      method: 'POST',
      path: '/api/orders',
      caller: 'guest',
      headers: { 'Idempotency-Key': 'fuzz-deep-nesting-1' },
      body: jsonBody(orderWithAccessText(undefined, { extra: new RawJson(deepArrayText(10_000)) })),
    }),
    check: refusedOrAccepted,
  },
  {
    name: 'POST /api/orders with a NUL in a configurable text part',
    request: () => ({
      method: 'POST',
      path: '/api/orders',
      caller: 'guest',
      body: jsonBody(orderWithAccessText('Stiege 2\u0000, Tür 5')),
    }),
    check: refusedNaming(ACCESS_TEXT_FIELD),
  },
  {
    name: 'POST /api/orders with a lone surrogate in a configurable text part',
    request: () => ({
      method: 'POST',
      path: '/api/orders',
      caller: 'guest',
      body: jsonBody(orderWithAccessText('Stiege 2 \ud800')),
    }),
    check: refusedNaming(ACCESS_TEXT_FIELD),
  },
  {
    name: 'POST /api/login with a NUL in the username',
    request: () => ({
      method: 'POST',
      path: '/api/login',
      caller: 'visitor',
      body: jsonBody({ username: 'adm\u0000in', password: 'theke-admin' }),
    }),
    check: refusedNaming('username'),
  },
  {
    name: 'GET /api/orders/public/%00/%00 is the same 404 as a wrong uid and hash',
    request: () => ({ method: 'GET', path: '/api/orders/public/%00/%00', caller: 'guest' }),
    check: async (answer, context) => {
      const wrong = await context.send({
        method: 'GET',
        path: '/api/orders/public/00000000-0000-4000-8000-000000000000/falsch',
        caller: 'guest',
      });
      if (answer.status !== 404 || wrong.status !== 404)
        return `expected 404 for both, got ${answer.status} and ${wrong.status}`;
      return answer.text === wrong.text ? null : `different 404 bodies: ${answer.text} vs ${wrong.text}`;
    },
  },
  {
    name: 'POST /api/orders with appointmentDate +275760-09-13T00:00:00Z',
    request: () => ({
      method: 'POST',
      path: '/api/orders',
      caller: 'guest',
      body: jsonBody(orderWithAccessText(undefined, { appointmentDate: '+275760-09-13T00:00:00Z' })),
    }),
    check: refusedNaming('appointmentDate', dateMessage),
  },
  {
    name: 'PUT /api/orders/{id} with counterAppointment -271821-04-20T00:00:00Z is the §5 invalid-date refusal',
    request: (context) => ({
      method: 'PUT',
      path: `/api/orders/${context.orderId}`,
      caller: 'staff',
      body: jsonBody({ counterAppointment: '-271821-04-20T00:00:00Z' }),
    }),
    check: refusedNaming('counterAppointment', dateMessage),
  },
  {
    name: 'PUT /api/products/{id} with maximumQuantity 0 below a minimum of 1 names the real bound',
    request: (context) => ({
      method: 'PUT',
      path: `/api/products/${context.productId}`,
      caller: 'staff',
      body: jsonBody({ maximumQuantity: 0 }),
    }),
    // The bound is the stored minimum (1), whatever the exact wording of the message.
    check: refusedNaming('maximumQuantity', (answer) =>
      errorsOf(answer).some((error) => error.field === 'maximumQuantity' && /\b1\b/.test(error.message ?? ''))
        ? null
        : `the message does not name the minimum 1: ${answer.text.slice(0, 200)}`,
    ),
  },
];
