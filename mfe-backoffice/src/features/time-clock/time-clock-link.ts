/**
 * The employee's clocking link (docs/adr/0041-time-tracking.md): username and personal access
 * token in the path, so a phone or a branch tablet clocks in without a staff session. The
 * back-office section reads its own link from the gateway; the standalone page
 * `/zeiterfassung/{username}/{token}` takes it from its address. Both call the same API.
 */

export interface TimeClockLink {
  username: string;
  token: string;
}

/** `GET|POST /api/users/me/access-token`: the signed-in user's link (created on first read; POST renews it). */
export const OWN_ACCESS_TOKEN_URL = '/api/users/me/access-token';

export interface AccessToken {
  username: string;
  accessToken: string;
  /** The standalone page, `/zeiterfassung/{username}/{token}`. */
  path: string;
}

/** `/api/time-tracking/{username}/{token}/{rest}`: the gateway checks the pair and forwards to svc-workforce. */
export function timeTrackingUrl(link: TimeClockLink, rest: string): string {
  return `/api/time-tracking/${encodeURIComponent(link.username)}/${encodeURIComponent(link.token)}/${rest}`;
}

/** The standalone page's absolute address, as the link text and the QR code show it. */
export function timeClockPageUrl(origin: string, path: string): string {
  return `${origin.replace(/\/+$/, '')}${path}`;
}
