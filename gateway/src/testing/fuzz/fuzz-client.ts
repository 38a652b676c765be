/**
 * Sends fuzz requests to the gateway as the browser would (plain fetch, bytes exactly as built)
 * and turns every answer, a dropped connection included, into something the contract check can
 * judge. Four callers: a guest without cookies, a visitor with a session but no login (the
 * only way a login request passes the CSRF check), a logged-in administrator and a logged-in
 * employee of one branch.
 */
import type { Answer } from './answer-contract';
import type { FuzzBody } from './fuzz-bodies';

export type Caller = 'guest' | 'visitor' | 'staff' | 'employee';

export interface Session {
  cookie: string;
  csrfToken: string;
}

export interface FuzzRequest {
  method: string;
  /** Path and query, percent-encoded as they go on the wire. */
  path: string;
  caller: Caller;
  body?: FuzzBody;
  headers?: Record<string, string>;
}

export interface Sessions {
  visitor: Session;
  /** The demo administrator. */
  staff: Session;
  /** The demo employee of one branch: other branches' rows are refused or hidden. */
  employee: Session;
}

/** Generous: a case that takes this long is stuck, and is reported as such. */
const REQUEST_TIMEOUT_MS = 20_000;

const cookiesOf = (response: Response): string =>
  response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');

/** GET /api/csrf: a fresh session cookie with its CSRF token (ARCHITECTURE.md "Staff session"). */
export async function visitorSession(baseUrl: string): Promise<Session> {
  const response = await fetch(`${baseUrl}/api/csrf`);
  const body = (await response.json()) as { data: { csrfToken: string } };
  return { cookie: cookiesOf(response), csrfToken: body.data.csrfToken };
}

/** A logged-in session; the CSRF token outlives the session id's rotation at login. */
export async function staffSession(baseUrl: string, username: string, password: string): Promise<Session> {
  const visitor = await visitorSession(baseUrl);
  const response = await fetch(`${baseUrl}/api/login`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Cookie: visitor.cookie,
      'X-CSRF-Token': visitor.csrfToken,
    },
    body: JSON.stringify({ username, password }),
  });
  if (response.status !== 200)
    throw new Error(`login as ${username} answered ${response.status}: ${await response.text()}`);
  return { cookie: cookiesOf(response), csrfToken: visitor.csrfToken };
}

function headersOf(request: FuzzRequest, sessions: Sessions): Record<string, string> {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    ...request.headers,
    ...request.body?.headers,
  };
  if (request.body?.contentType) headers['Content-Type'] = request.body.contentType;
  if (request.caller !== 'guest') {
    const session = sessions[request.caller];
    headers.Cookie = session.cookie;
    headers['X-CSRF-Token'] = session.csrfToken;
  }
  return headers;
}

/** One request; a refused or dropped connection is answered with status 0 and the reason. */
export async function send(baseUrl: string, sessions: Sessions, request: FuzzRequest): Promise<Answer> {
  const bytes = request.method === 'GET' ? undefined : request.body?.bytes;
  try {
    const response = await fetch(`${baseUrl}${request.path}`, {
      method: request.method,
      headers: headersOf(request, sessions),
      body: typeof bytes === 'string' || bytes === undefined ? bytes : new Uint8Array(bytes),
      redirect: 'manual',
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    const contentType = response.headers.get('content-type') ?? '';
    if (contentType.includes('text/event-stream')) {
      // A live stream never ends: that it opened is the answer.
      await response.body?.cancel();
      return { status: response.status, contentType, text: '' };
    }
    const text = Buffer.from(await response.arrayBuffer()).toString('utf8');
    return { status: response.status, contentType, text };
  } catch (error) {
    const cause =
      error instanceof Error
        ? `${error.message} ${String((error as { cause?: unknown }).cause ?? '')}`
        : String(error);
    return { status: 0, contentType: '', text: `connection failed: ${cause}` };
  }
}

/** Runs `work` over `items` with at most `limit` at a time, keeping the order of results. */
export async function inParallel<T, R>(
  items: readonly T[],
  limit: number,
  work: (item: T) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}
