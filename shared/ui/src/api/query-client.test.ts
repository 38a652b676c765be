import { fakeResponse } from '../testing/fake-response';
import { createQueryClient, primeFromInit } from './query-client';
import { dismissFailure, getFailures } from './failures';

const respond = (status: number, body: unknown): Response => fakeResponse(status, body);

describe('react-query set-up', () => {
  afterEach(() => {
    for (const failure of getFailures()) dismissFailure(failure.id);
  });

  it('is primed from /api/init with the url as query key', () => {
    const client = createQueryClient();
    primeFromInit(client, [
      { url: '/api/config', data: { shopName: 'Theke' } },
      { url: '/api/users/me', data: null },
      { url: '/api/branches', data: [{ id: 1 }] },
    ]);
    expect(client.getQueryData(['/api/config'])).toEqual({ shopName: 'Theke' });
    expect(client.getQueryData(['/api/users/me'])).toBeNull();
    expect(client.getQueryData(['/api/branches'])).toEqual([{ id: 1 }]);
  });

  it('records a failed query with its message and a retry that fetches again (SPEC §8)', async () => {
    const fetchMock = jest.fn<Promise<Response>, [string]>();
    global.fetch = fetchMock as unknown as typeof fetch;
    fetchMock.mockResolvedValueOnce(respond(500, { errors: [] }));
    const client = createQueryClient();
    await client
      .fetchQuery({ queryKey: ['/api/tables'], retry: false, meta: { errorMessage: 'Tische konnten nicht geladen werden.' } })
      .catch(() => undefined);
    const [failure] = getFailures();
    expect(failure?.message).toBe('Tische konnten nicht geladen werden.');

    fetchMock.mockResolvedValueOnce(respond(200, { data: [{ id: 1 }] }));
    await failure?.retry();
    expect(client.getQueryData(['/api/tables'])).toEqual([{ id: 1 }]);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(fetchMock.mock.calls[1]?.[0]).toBe('/api/tables');
  });

  it('does not record a 404: the page renders its own not-found state', async () => {
    global.fetch = jest.fn().mockResolvedValue(respond(404, { errors: [{ message: 'Nicht gefunden.' }] })) as unknown as typeof fetch;
    const client = createQueryClient();
    await client.fetchQuery({ queryKey: ['/api/sites', { path: '/x' }], retry: false }).catch(() => undefined);
    expect(getFailures()).toHaveLength(0);
  });
});
