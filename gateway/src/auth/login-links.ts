import { createHash, randomBytes } from 'node:crypto';
import { Op, col, fn, where } from 'sequelize';
import { MESSAGES, type Logger, type Mailer } from '@theke/server';
import type { StaffUser } from '@theke/contracts';
import { User, toUserView } from '../users/user.model';
import { loginLinkMail } from './login-link-mail';
import { LoginLink } from './login-link.model';
import { accountProblem, type LoginRefusal } from './passport';

/** How long a login link signs in (issue 19). */
export const LOGIN_LINK_VALID_MINUTES = 15;
/** Where a link lands: the back-office page, the token in the fragment (ADR 0029). */
export const LOGIN_LINK_FRAGMENT = '#/login-link/';

const TOKEN_BYTES = 32;
/** Used and expired links are kept a day (for support questions), then deleted. */
const KEEP_MS = 24 * 60 * 60 * 1000;

const INVALID_LINK: LoginRefusal = { message: MESSAGES.invalidLoginLink, code: 'invalid_login_link' };

/** The token's SHA-256: a token has 256 random bits, so a fast hash is enough to make a stolen table useless. */
export const hashLoginToken = (token: string): string => createHash('sha256').update(token, 'utf8').digest('hex');

/**
 * The accounts a name asks for: a username as the login takes it (usernames have no '@'), or
 * every account of an e-mail address, in any case (a small team may share one mailbox).
 */
function accountsNamed(identifier: string): Promise<User[]> {
  const name = identifier.trim();
  if (!name.includes('@')) return User.findAll({ where: { username: name } });
  return User.findAll({ where: where(fn('lower', col('email')), name.toLowerCase()), order: [['id', 'ASC']] });
}

export interface LoginLinksOptions {
  mailer: Mailer;
  log: Logger;
}

/**
 * One-time login links by e-mail (issue 19, SPEC §5 'invalid or expired login link'). A request is
 * answered before anything is looked up, and the lookup and the mail happen afterwards: neither
 * the answer nor its timing tells whether a name belongs to someone.
 */
export class LoginLinks {
  private readonly deliveries = new Set<Promise<void>>();

  constructor(private readonly options: LoginLinksOptions) {}

  /** Mails a link to the account(s) `identifier` names, after the caller has answered. */
  sendLater(identifier: string, baseUrl: string): void {
    const delivery: Promise<void> = this.send(identifier, baseUrl)
      .then(() => undefined)
      .catch((error: unknown) => this.options.log.warn({ err: error }, 'login link not sent'))
      .finally(() => this.deliveries.delete(delivery));
    this.deliveries.add(delivery);
  }

  /** Creates and mails a link for each account with an e-mail address; returns how many were sent. */
  async send(identifier: string, baseUrl: string): Promise<number> {
    const now = Date.now();
    await LoginLink.destroy({ where: { expiresAt: { [Op.lt]: new Date(now - KEEP_MS) } } });
    const accounts = (await accountsNamed(identifier)).filter((user) => user.email);
    for (const user of accounts) {
      const token = randomBytes(TOKEN_BYTES).toString('base64url');
      await LoginLink.create({
        userId: user.id,
        tokenHash: hashLoginToken(token),
        expiresAt: new Date(now + LOGIN_LINK_VALID_MINUTES * 60_000),
      });
      await this.options.mailer.send(
        loginLinkMail({
          to: user.email ?? '',
          name: user.name,
          username: user.username,
          url: `${baseUrl.replace(/\/+$/, '')}/backend${LOGIN_LINK_FRAGMENT}${token}`,
          validMinutes: LOGIN_LINK_VALID_MINUTES,
        }),
      );
    }
    return accounts.length;
  }

  /**
   * Uses up the link and names its account, or says why not. The link is taken in one UPDATE, so
   * two tabs opening it at once sign in once. An account that cannot sign in (disabled, locked,
   * expired since the mail went out) gets the same message as at the password login.
   */
  async redeem(token: string): Promise<StaffUser | LoginRefusal> {
    const now = new Date();
    const [, taken] = await LoginLink.update(
      { usedAt: now },
      { where: { tokenHash: hashLoginToken(token), usedAt: null, expiresAt: { [Op.gt]: now } }, returning: true },
    );
    const link = taken[0];
    const user = link ? await User.findByPk(link.userId) : null;
    if (!user) return INVALID_LINK;
    const problem = accountProblem(user, now);
    if (problem) return problem;
    // A sign-in ends the account's other open links: the newest mail is not the only one in the inbox.
    await LoginLink.update({ usedAt: now }, { where: { userId: user.id, usedAt: null } });
    return toUserView(user);
  }

  /** Waits for the mails still being sent (the gateway stops after them). */
  async settle(): Promise<void> {
    await Promise.allSettled([...this.deliveries]);
  }
}
