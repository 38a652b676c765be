import { fakeResponse } from '../testing/fake-response';
import { api, apiRequest, setCsrfToken, setUnauthorizedHandler } from './api-client';
import { ApiError } from './api-error';

type FetchArgs = [string, RequestInit];

const respond = (status: number, body: unknown): Response => fakeResponse(status, body);

describe('API client (SPEC §7, §8)', () => {
  const fetchMock = jest.fn<Promise<Response>, FetchArgs>();
  beforeEach(() => {
    fetchMock.mockReset();
    global.fetch = fetchMock as unknown as typeof fetch;
    setCsrfToken(null);
    setUnauthorizedHandler(null);
  });

  it('reads the data field of the envelope', async () => {
    fetchMock.mockResolvedValue(respond(200, { data: { shopName: 'Theke' } }));
    await expect(api.get('/api/config')).resolves.toEqual({ shopName: 'Theke' });
    expect(fetchMock.mock.calls[0]?.[1]).toMatchObject({ method: 'GET', credentials: 'same-origin' });
  });

  it('hands the headers of a successful answer to the caller (paged lists)', async () => {
    const response = respond(200, { data: [] });
    const headers = { get: (name: string) => (name === 'X-Total-Count' ? '42' : response.headers.get(name)) };
    fetchMock.mockResolvedValue({ ...response, headers } as unknown as Response);
    let total: string | null = null;
    await api.get('/api/orders', { onHeaders: (received) => (total = received.get('X-Total-Count')) });
    expect(total).toBe('42');
  });

  it('hands over the bytes of a file answer (a PDF), and still reads a refusal from the envelope', async () => {
    fetchMock.mockResolvedValueOnce(fakeResponse(200, '%PDF-1.3', 'application/pdf'));
    const pdf = await api.get<Blob>('/api/products/labels?ids=1', { responseType: 'blob' });
    expect(pdf.type).toBe('application/pdf');
    expect(fetchMock.mock.calls[0]?.[1].headers).toMatchObject({ Accept: '*/*' });
    const errors = [{ message: 'Folgende Produkte wurden nicht gefunden: 7.', field: 'ids', code: 'unknown_reference' }];
    fetchMock.mockResolvedValueOnce(respond(422, { errors }));
    const failure = (await api.get('/api/products/labels?ids=7', { responseType: 'blob' }).catch((error: unknown) => error)) as ApiError;
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure.message).toBe('Folgende Produkte wurden nicht gefunden: 7.');
  });

  it('surfaces errors[0].message and keeps every error with its field', async () => {
    const errors = [
      { message: 'Dieser Wert sollte nicht leer sein.', field: 'email', code: 'not_blank' },
      { message: 'Dieser Wert ist keine gültige E-Mail-Adresse.', field: 'email', code: 'invalid_email' },
    ];
    fetchMock.mockResolvedValue(respond(422, { errors }));
    const failure = await api.post('/api/orders', {}).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).message).toBe('Dieser Wert sollte nicht leer sein.');
    expect((failure as ApiError).errors).toEqual(errors);
    expect((failure as ApiError).status).toBe(422);
  });

  it("falls back to the spec's German message when the server sends none", async () => {
    fetchMock.mockResolvedValue(fakeResponse(502, '<html>Bad Gateway</html>', 'text/html'));
    await expect(api.get('/api/config', { fallbackMessage: 'Konfiguration konnte nicht geladen werden.' })).rejects.toThrow(
      'Konfiguration konnte nicht geladen werden.',
    );
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(api.get('/api/tables')).rejects.toThrow('Daten konnten nicht geladen werden.');
  });

  it('retries the same call on demand', async () => {
    fetchMock.mockResolvedValueOnce(respond(500, { errors: [{ message: 'Leider ist ein interner Fehler aufgetreten' }] }));
    const failure = (await api.put('/api/sites/3', { name: 'Über uns' }).catch((error: unknown) => error)) as ApiError;
    fetchMock.mockResolvedValueOnce(respond(200, { data: { id: 3 } }));
    await expect(failure.retry()).resolves.toEqual({ id: 3 });
    const [first, second] = fetchMock.mock.calls;
    expect(second?.[0]).toBe(first?.[0]);
    expect(second?.[1].method).toBe('PUT');
    expect(second?.[1].body).toBe(JSON.stringify({ name: 'Über uns' }));
  });

  it('sends the browser to the back-office login on any 401', async () => {
    const toLogin = jest.fn();
    setUnauthorizedHandler(toLogin);
    fetchMock.mockResolvedValue(respond(401, { errors: [{ message: 'Nicht angemeldet.' }] }));
    await expect(api.get('/api/orders')).rejects.toBeInstanceOf(ApiError);
    expect(toLogin).toHaveBeenCalledTimes(1);
    await expect(apiRequest('/api/users/me', { redirectOnUnauthorized: false })).rejects.toBeInstanceOf(ApiError);
    expect(toLogin).toHaveBeenCalledTimes(1);
  });

  it('sends the CSRF token with writes once known, never with reads', async () => {
    fetchMock.mockImplementation(() => Promise.resolve(respond(200, { data: null })));
    setCsrfToken('token-1');
    await api.get('/api/config');
    await api.post('/api/logout');
    const headers = (call: FetchArgs | undefined) => (call?.[1].headers ?? {}) as Record<string, string>;
    expect(headers(fetchMock.mock.calls[0])['X-CSRF-Token']).toBeUndefined();
    expect(headers(fetchMock.mock.calls[1])['X-CSRF-Token']).toBe('token-1');
  });
});
