/**
 * SPEC §7 `GET /api/init`: one entry per API path the shell needs to render any page, with what a
 * GET of that path would answer (the gateway composes it; the browser primes react-query's cache
 * with it, keyed by the path).
 */
export interface InitEntry {
  url: string;
  data: unknown;
}
