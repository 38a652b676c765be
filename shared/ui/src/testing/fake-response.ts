/** The part of fetch's Response the API client reads; jsdom has no Response. */
export function fakeResponse(status: number, body: unknown, contentType = 'application/json'): Response {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  return {
    ok: status >= 200 && status < 300,
    status,
    headers: { get: (name: string) => (name.toLowerCase() === 'content-type' ? contentType : null) },
    json: () => Promise.resolve(JSON.parse(text) as unknown),
    text: () => Promise.resolve(text),
    blob: () => Promise.resolve(new Blob([text], { type: contentType })),
  } as unknown as Response;
}
