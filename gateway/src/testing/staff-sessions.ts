/** Browser-like staff clients for the gateway's session, login-link and users tests. */
import request from 'supertest';
import { delay } from '@theke/server';
import type { ReceivedMail, TestSmtpServer } from '@theke/server/testing';

export type Agent = ReturnType<typeof request.agent>;

export interface BrowserSession {
  agent: Agent;
  csrfToken: string;
  /** The Set-Cookie header of the CSRF answer (the session before any login). */
  cookie: string;
}

/** A browser-like client: keeps cookies, fetches the CSRF token first. */
export async function browserSession(url: string): Promise<BrowserSession> {
  const agent = request.agent(url);
  const csrf = await agent.get('/api/csrf').expect(200);
  return { agent, csrfToken: csrf.body.data.csrfToken as string, cookie: String(csrf.headers['set-cookie']) };
}

/** A session signed in with a password (the login must succeed). */
export async function signedIn(url: string, username: string, password: string): Promise<BrowserSession> {
  const session = await browserSession(url);
  await session.agent.post('/api/login').set('X-CSRF-Token', session.csrfToken).send({ username, password }).expect(200);
  return session;
}

export const signedInAdmin = (url: string): Promise<BrowserSession> => signedIn(url, 'admin', 'theke-admin');

export function sessionId(setCookie: unknown): string | undefined {
  const header = Array.isArray(setCookie) ? setCookie.join(';') : String(setCookie ?? '');
  return /theke\.sid=([^;]+)/.exec(header)?.[1];
}

export interface StaffAccount {
  id: number;
  username: string;
  email: string | null;
  roles: string[];
}

/** Creates an account through the users API as `admin` (password 'geheim-1234' unless given). */
export async function createStaff(admin: BrowserSession, account: Record<string, unknown> & { username: string }): Promise<StaffAccount> {
  const response = await admin.agent
    .post('/api/users')
    .set('X-CSRF-Token', admin.csrfToken)
    .send({ password: 'geheim-1234', roles: ['ROLE_EMPLOYEE'], branches: [{ id: 1 }], ...account })
    .expect(201);
  return response.body.data as StaffAccount;
}

/** Waits for the first received mail to `address` after `skip` earlier ones (polls; the mail goes out after the answer). */
export async function mailTo(smtp: TestSmtpServer, address: string, skip = 0): Promise<ReceivedMail> {
  for (let waited = 0; waited < 10_000; waited += 25) {
    const mail = smtp.received.filter((received) => received.to.includes(address))[skip];
    if (mail) return mail;
    await delay(25);
  }
  throw new Error(`no mail to ${address}`);
}

export const mailsTo = (smtp: TestSmtpServer, address: string): ReceivedMail[] =>
  smtp.received.filter((received) => received.to.includes(address));

export const askForLoginLink = (session: BrowserSession, username: string) =>
  session.agent.post('/api/login-link').set('X-CSRF-Token', session.csrfToken).send({ username });

export const signInWithLoginLink = (session: BrowserSession, token: string) =>
  session.agent.post('/api/login-link/sign-in').set('X-CSRF-Token', session.csrfToken).send({ token });

const LOGIN_LINK = /(http:\/\/\S+\/backend#\/login-link\/([A-Za-z0-9_-]+))/;

/** The link in the `skip`-th mail to `address`, and its token. */
export async function loginLinkMailedTo(smtp: TestSmtpServer, address: string, skip = 0): Promise<{ link: string; token: string }> {
  const mail = await mailTo(smtp, address, skip);
  const [, link = '', token = ''] = LOGIN_LINK.exec(mail.text) ?? [];
  if (!token) throw new Error(`no login link in the mail to ${address}: ${mail.text}`);
  return { link, token };
}
