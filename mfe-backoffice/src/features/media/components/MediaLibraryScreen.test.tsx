import { act, fireEvent, screen, within } from '@testing-library/react';
import { fakeResponse, renderWithClient } from '@theke/ui/testing';
import { MediaLibraryScreen } from './MediaLibraryScreen';

const facade = { id: 3, version: 1, extension: 'jpg', width: 1600, height: 900, alt: 'Glasfassade', name: 'fassade.jpg', size: 204_800 };
const window1 = { id: 4, version: 2, extension: 'png', width: 800, height: 600, alt: null, name: 'fenster.png', size: 51_200 };
const priceList = {
  id: 9,
  version: 1,
  extension: 'pdf',
  publicHash: 'a'.repeat(32),
  mimeType: 'application/pdf',
  name: 'preisliste.pdf',
  size: 10_240,
  url: `/upload/${'a'.repeat(32)}/9-1.pdf`,
  previewUrl: `/upload/${'a'.repeat(32)}/preview/9-1.jpg`,
};

/**
 * The gateway's side of the uploads: XMLHttpRequest as the screen uses it, each request held
 * until the test moves its progress or answers it.
 */
class FakeUpload {
  static sent: FakeUpload[] = [];
  url = '';
  body = '';
  headers: Record<string, string> = {};
  status = 0;
  responseText = '';
  upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  open(_method: string, url: string) {
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: string) {
    this.body = body;
    FakeUpload.sent.push(this);
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total });
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
  get name(): string {
    return (JSON.parse(this.body) as { name: string }).name;
  }
}

describe('MediaLibraryScreen', () => {
  const fetchMock = jest.fn<Promise<Response>, [string, RequestInit?]>();
  let answers: Record<string, () => Response>;
  beforeEach(() => {
    FakeUpload.sent = [];
    global.XMLHttpRequest = FakeUpload as unknown as typeof XMLHttpRequest;
    global.fetch = fetchMock as unknown as typeof fetch;
    answers = {
      'GET /api/csrf': () => fakeResponse(200, { data: { csrfToken: 'token-1' } }),
      'GET /api/images': () => fakeResponse(200, { data: [facade, window1] }),
      'GET /api/uploads': () => fakeResponse(200, { data: [priceList] }),
      'GET /api/images/3/usages': () =>
        fakeResponse(200, { data: [{ kind: 'site', id: 2, name: 'Über uns' }, { kind: 'product', id: 7, name: 'Fensterreinigung' }] }),
      'GET /api/images/4/usages': () => fakeResponse(200, { data: [] }),
    };
    fetchMock.mockImplementation((url, init) => {
      const key = `${init?.method ?? 'GET'} ${url}`;
      const answer = answers[key];
      return Promise.resolve(answer ? answer() : fakeResponse(404, { errors: [{ message: `unexpected ${key}` }] }));
    });
  });
  afterEach(() => fetchMock.mockReset());

  const file = (name: string, type: string) => new File([new Uint8Array([1, 2, 3])], name, { type });
  const progressOf = (name: string) => screen.getByRole('progressbar', { name }).getAttribute('value');

  it('shows the images as thumbnails of the 128 px size and finds them by name or alt text', async () => {
    await act(async () => void renderWithClient(<MediaLibraryScreen />));
    const grid = await screen.findByRole('list', { name: 'Bilder' });
    expect([...grid.querySelectorAll('img')].map((img) => img.getAttribute('src'))).toEqual([
      '/image/thumbnail/3-1.jpg',
      '/image/thumbnail/4-2.png',
    ]);
    fireEvent.change(screen.getByRole('searchbox', { name: 'Suchen' }), { target: { value: 'glas' } });
    expect(within(grid).getAllByRole('button').map((button) => button.textContent)).toEqual(['fassade.jpg']);
    fireEvent.change(screen.getByRole('searchbox', { name: 'Suchen' }), { target: { value: 'nichts' } });
    expect(screen.getByText('Keine passenden Dateien gefunden.')).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole('tab', { name: 'Dateien' })));
    fireEvent.change(screen.getByRole('searchbox', { name: 'Suchen' }), { target: { value: '' } });
    const files = await screen.findByRole('list', { name: 'Dateien' });
    expect(files.querySelector('img')?.getAttribute('src')).toBe(priceList.previewUrl);
  });

  it('uploads many dropped files at once, each with its own progress, images and files to their libraries', async () => {
    await act(async () => void renderWithClient(<MediaLibraryScreen />));
    const zone = await screen.findByTestId('media-drop-zone');
    await act(async () =>
      fireEvent.drop(zone, {
        dataTransfer: { files: [file('team.jpg', 'image/jpeg'), file('flyer.pdf', 'application/pdf'), file('logo.png', 'image/png')] },
      }),
    );
    await act(async () => await new Promise((resolve) => setTimeout(resolve, 0)));
    expect(FakeUpload.sent.map((request) => [request.url, request.name, request.headers['X-CSRF-Token']])).toEqual([
      ['/api/images', 'team.jpg', 'token-1'],
      ['/api/uploads', 'flyer.pdf', 'token-1'],
      ['/api/images', 'logo.png', 'token-1'],
    ]);
    const [team, flyer] = FakeUpload.sent;
    await act(async () => {
      team?.progress(50, 200);
      flyer?.progress(150, 200);
    });
    expect([progressOf('team.jpg'), progressOf('flyer.pdf'), progressOf('logo.png')]).toEqual(['25', '75', '0']);
    await act(async () => {
      team?.answer(201, { data: { ...facade, id: 11, name: 'team.jpg' } });
      flyer?.answer(422, { errors: [{ message: 'Die Datei ist zu groß. Die maximal zulässige Größe beträgt 10 MB.', field: 'data' }] });
    });
    const transfers = screen.getAllByTestId('media-transfer').map((row) => row.textContent);
    expect(transfers).toContain('Hochgeladen: team.jpg');
    expect(transfers).toContain('flyer.pdf: Die Datei ist zu groß. Die maximal zulässige Größe beträgt 10 MB.');
    expect(transfers).toContain('Wird hochgeladen: logo.png');
    // The library is read again after each finished upload.
    expect(fetchMock.mock.calls.filter(([url]) => url === '/api/images').length).toBeGreaterThan(1);
  });

  it('shows where an image is used, saves its alt text and shows the refusal to delete it while used', async () => {
    await act(async () => void renderWithClient(<MediaLibraryScreen />));
    await act(async () => fireEvent.click(await screen.findByRole('button', { name: /fassade\.jpg/ })));
    const detail = screen.getByTestId('media-detail');
    expect((await within(detail).findByText(/^Verwendet auf/)).textContent).toBe(
      'Verwendet auf: Seite „Über uns“, Produkt „Fensterreinigung“',
    );
    answers['PUT /api/images/3'] = () => fakeResponse(200, { data: { ...facade, alt: 'Neue Fassade' } });
    fireEvent.change(within(detail).getByLabelText('Alternativtext'), { target: { value: 'Neue Fassade' } });
    await act(async () => fireEvent.click(within(detail).getByRole('button', { name: 'Speichern' })));
    const put = fetchMock.mock.calls.find(([url, init]) => url === '/api/images/3' && init?.method === 'PUT');
    expect(JSON.parse(String(put?.[1]?.body))).toEqual({ alt: 'Neue Fassade' });
    expect(await within(detail).findByText('Gespeichert.')).toBeTruthy();

    const refusal =
      'Die Datei wird noch verwendet und kann nicht gelöscht werden. Verwendet auf: Seite „Über uns“, Produkt „Fensterreinigung“.';
    answers['DELETE /api/images/3'] = () => fakeResponse(409, { errors: [{ message: refusal, code: 'media_in_use' }] });
    jest.spyOn(window, 'confirm').mockReturnValue(true);
    await act(async () => fireEvent.click(within(detail).getByRole('button', { name: 'Löschen' })));
    expect((await within(detail).findByRole('alert')).textContent).toBe(refusal);
  });

  it('deletes an unused image after asking', async () => {
    await act(async () => void renderWithClient(<MediaLibraryScreen />));
    await act(async () => fireEvent.click(await screen.findByRole('button', { name: /fenster\.png/ })));
    const detail = screen.getByTestId('media-detail');
    expect(await within(detail).findByText('Nirgends verwendet.')).toBeTruthy();
    answers['DELETE /api/images/4'] = () => fakeResponse(204, '', 'text/plain');
    jest.spyOn(window, 'confirm').mockReturnValue(true);
    await act(async () => fireEvent.click(within(detail).getByRole('button', { name: 'Löschen' })));
    expect(await screen.findByText('„fenster.png“ gelöscht.')).toBeTruthy();
  });
});
