/**
 * The part of fetch's Response the API client reads; jsdom has no Response. `headers` adds more
 * (lower-case names), e.g. `{ 'x-total-count': '12' }` for a paged list.
 */
export function fakeResponse(
  status: number,
  body: unknown,
  contentType = 'application/json',
  headers: Record<string, string> = {},
): Response {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  const all: Record<string, string> = { ...headers, 'content-type': contentType };
  return {
    ok: status >= 200 && status < 300,
    status,
    headers: { get: (name: string) => all[name.toLowerCase()] ?? null },
    json: () => Promise.resolve(JSON.parse(text) as unknown),
    text: () => Promise.resolve(text),
    blob: () => Promise.resolve(new Blob([text], { type: contentType })),
  } as unknown as Response;
}
