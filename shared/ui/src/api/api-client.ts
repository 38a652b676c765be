import { translate } from '../i18n/i18n';
import { ApiError, type ApiErrorItem } from './api-error';

/** SPEC §8: any 401 response sends the browser to the back-office login. */
export const BACKEND_LOGIN_PATH = '/backend';

export type UnauthorizedHandler = () => void;

function goToLogin(): void {
  if (window.location.pathname !== BACKEND_LOGIN_PATH) window.location.assign(BACKEND_LOGIN_PATH);
}

let unauthorizedHandler: UnauthorizedHandler = goToLogin;
let csrfToken: string | null = null;

/** The shell replaces the default (e.g. on /backend, where the login form is already shown). */
export function setUnauthorizedHandler(handler: UnauthorizedHandler | null): void {
  unauthorizedHandler = handler ?? goToLogin;
}

export function setCsrfToken(token: string | null): void {
  csrfToken = token;
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  headers?: Record<string, string>;
  /** German fallback message when the server sends none (SPEC §8). */
  fallbackMessage?: string;
  /** The session probe and the login form handle 401 themselves. */
  redirectOnUnauthorized?: boolean;
  signal?: AbortSignal;
  /** Reads the answer's headers of a successful call (e.g. `X-Total-Count` of a paged list). */
  onHeaders?: (headers: Headers) => void;
  /** 'blob': a successful answer's bytes (a PDF) instead of the envelope's data; refusals still read the envelope. */
  responseType?: 'json' | 'blob';
}

interface Envelope<T> {
  data?: T;
  errors?: ApiErrorItem[];
}

async function readEnvelope<T>(response: Response): Promise<Envelope<T>> {
  const type = response.headers.get('content-type') ?? '';
  if (!type.includes('json')) return {};
  try {
    return (await response.json()) as Envelope<T>;
  } catch {
    return {};
  }
}

/**
 * Calls the gateway and returns the envelope's `data`. Writes carry the CSRF token once known.
 * Throws ApiError carrying `errors[0].message` or the fallback, and a `retry` of the same call.
 */
export async function apiRequest<T>(url: string, options: RequestOptions = {}): Promise<T> {
  const method = options.method ?? 'GET';
  const accept = options.responseType === 'blob' ? '*/*' : 'application/json';
  const headers: Record<string, string> = { Accept: accept, ...options.headers };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  if (method !== 'GET' && csrfToken && !headers['X-CSRF-Token']) headers['X-CSRF-Token'] = csrfToken;
  const retry = (): Promise<T> => apiRequest<T>(url, options);
  const fallback = options.fallbackMessage ?? translate('messages.loadFailed');

  let response: Response;
  try {
    response = await fetch(url, {
      method,
      headers,
      credentials: 'same-origin',
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError(fallback, 0, [], retry);
  }

  if (response.ok && options.responseType === 'blob') {
    options.onHeaders?.(response.headers);
    return (await response.blob()) as T;
  }
  const envelope = await readEnvelope<T>(response);
  if (response.ok) {
    options.onHeaders?.(response.headers);
    return envelope.data as T;
  }

  if (response.status === 401 && options.redirectOnUnauthorized !== false) unauthorizedHandler();
  const errors = Array.isArray(envelope.errors) ? envelope.errors : [];
  const message = errors[0]?.message || fallback;
  throw new ApiError(message, response.status, errors, retry);
}

export const api = {
  get: <T>(url: string, options?: Omit<RequestOptions, 'method' | 'body'>) => apiRequest<T>(url, options),
  post: <T>(url: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(url, { ...options, method: 'POST', body }),
  put: <T>(url: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(url, { ...options, method: 'PUT', body }),
  delete: <T>(url: string, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(url, { ...options, method: 'DELETE' }),
};
