import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * The clock link's personal token (ADR 0041 "Who clocks in, and how"): 256 random bits,
 * base64url, stored on the user. It is the link's only secret, so it is compared in constant time.
 */
export function newClockToken(): string {
  return randomBytes(32).toString('base64url');
}

const digest = (text: string) => createHash('sha256').update(text, 'utf8').digest();

/** Compared as SHA-256 digests: equal lengths whatever was sent, so no early exit tells anything. */
const NO_TOKEN = digest(newClockToken());

/** Whether `given` is the stored token; an account without one compares against a random value. */
export function clockTokenMatches(stored: string | null | undefined, given: string): boolean {
  const expected = stored ? digest(stored) : NO_TOKEN;
  return timingSafeEqual(expected, digest(given)) && Boolean(stored);
}

/** The standalone clock page, shown as link and QR code: `/zeiterfassung/{username}/{token}`. */
export function clockPath(username: string, token: string): string {
  return `/zeiterfassung/${encodeURIComponent(username)}/${token}`;
}

/** `GET|POST /api/users/…/access-token`'s answer; a user without a token has neither token nor path. */
export interface AccessTokenView {
  username: string;
  accessToken: string | null;
  path: string | null;
}

export function accessTokenView(user: {
  username: string;
  timeTrackingToken: string | null;
}): AccessTokenView {
  const token = user.timeTrackingToken;
  return {
    username: user.username,
    accessToken: token,
    path: token ? clockPath(user.username, token) : null,
  };
}
