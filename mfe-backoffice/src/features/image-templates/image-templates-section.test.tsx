import type { ReactNode } from 'react';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeResponse, renderWithClient } from '@theke/ui/testing';
import type { Viewer } from '../frame';
import { fontsSection, imageTemplatesSection } from './image-templates-section';

const ADMIN: Viewer = { isAdmin: true, branchIds: [] };

const none = { image: null, fit: null, text: null, fontFamily: null, fontVariant: null, fontSize: null, color: null, align: null, shape: null, fill: null, radius: null };
const TEMPLATE = {
  id: 1,
  version: 4,
  name: 'Wochenangebot',
  width: 1080,
  height: 1920,
  background: '#f5f5f4',
  layers: [
    { ...none, name: 'foto', type: 'image', x: 0, y: 0, width: 1080, height: 1080, fit: 'cover', image: { id: 34, version: 1, extension: 'jpg', width: 1280, alt: 'Fenster' } },
    { ...none, name: 'titel', type: 'text', x: 60, y: 1080, width: 960, height: 320, text: 'Wochenangebot', fontFamily: 'Playfair Display', fontVariant: '700', fontSize: 96, color: '#ffffff', align: 'center' },
  ],
};
const FONTS = [
  { family: 'Roboto', id: 'roboto', category: 'sans-serif', variants: ['regular', 'italic', '700', '700italic'] },
  { family: 'Playfair Display', id: 'playfair-display', category: 'serif', variants: ['regular', '700', '800'] },
  { family: 'Oswald', id: 'oswald', category: 'sans-serif', variants: ['300', 'regular', '700'] },
];

type Handler = (url: URL, init: RequestInit) => Response;

describe("the back-office's image templates and fonts", () => {
  const fetchMock = jest.fn<Promise<Response>, [string, RequestInit]>();
  let handlers: Record<string, Handler>;
  const calls = (method: string, path: string) =>
    fetchMock.mock.calls.filter(([url, init]) => (init?.method ?? 'GET') === method && new URL(url, 'http://theke.test').pathname === path);
  const bodyOf = (init: RequestInit | undefined) => JSON.parse(String(init?.body)) as Record<string, unknown>;
  const previews = () => calls('POST', '/api/image-templates/preview').map(([, init]) => bodyOf(init).template as typeof TEMPLATE);

  beforeEach(() => {
    let preview = 0;
    URL.createObjectURL = jest.fn(() => `blob:vorschau-${(preview += 1)}`);
    URL.revokeObjectURL = jest.fn();
    handlers = {
      'GET /api/image-templates': () => fakeResponse(200, { data: [TEMPLATE] }),
      'GET /api/image-templates/1': () => fakeResponse(200, { data: TEMPLATE }),
      'PUT /api/image-templates/1': (_url, init) => fakeResponse(200, { data: { ...TEMPLATE, ...bodyOf(init), version: 5 } }),
      'POST /api/image-templates/preview': () => fakeResponse(200, 'PNG', 'image/png'),
      'GET /api/fonts': () => fakeResponse(200, { data: FONTS }),
      'GET /api/images': () => fakeResponse(200, { data: [] }),
    };
    global.fetch = fetchMock as unknown as typeof fetch;
    fetchMock.mockImplementation((path, init) => {
      const url = new URL(path, 'http://theke.test');
      const handler = handlers[`${init?.method ?? 'GET'} ${url.pathname}`];
      return Promise.resolve(handler ? handler(url, init ?? {}) : fakeResponse(404, {}));
    });
  });
  afterEach(() => fetchMock.mockReset());

  function show(page: ReactNode) {
    return renderWithClient(<>{page}</>);
  }

  it("is the administrators' 'Bildvorlagen' list and 'Schriftarten'", async () => {
    expect([imageTemplatesSection.path, imageTemplatesSection.label, imageTemplatesSection.forEmployees]).toEqual(['/image-templates', 'Bildvorlagen', false]);
    expect([fontsSection.path, fontsSection.label, fontsSection.forEmployees]).toEqual(['/fonts', 'Schriftarten', false]);
    await act(async () => void show(imageTemplatesSection.render('', ADMIN)));
    expect(await screen.findByRole('link', { name: 'Wochenangebot' })).toBeTruthy();
  });

  it('shows the server-rendered preview of the layers, and renders again when a layer moves', async () => {
    await act(async () => void show(imageTemplatesSection.render('/1', ADMIN)));
    const preview = await screen.findByRole('img', { name: 'Vorschau der Bildvorlage' }, { timeout: 5000 });
    expect(preview.getAttribute('src')).toBe('blob:vorschau-1');
    expect(previews()[0]).toMatchObject({ name: 'Wochenangebot', width: 1080, height: 1920, layers: [{ name: 'foto' }, { name: 'titel', fontFamily: 'Playfair Display' }] });
    const layers = screen.getByRole('list', { name: 'Ebenen' });
    expect(within(layers).getAllByTestId('template-layer').map((row) => row.textContent?.replace(/[⠿↑↓✕]/g, ''))).toEqual(['foto (Bild)', 'titel (Text)']);

    fireEvent.click(screen.getByRole('button', { name: '„titel (Text)“ nach oben' }));
    await waitFor(() => expect(previews()).toHaveLength(2), { timeout: 5000 });
    expect(previews()[1]?.layers.map((layer) => layer.name)).toEqual(['titel', 'foto']);
    await waitFor(() => expect(screen.getByRole('img', { name: 'Vorschau der Bildvorlage' }).getAttribute('src')).toBe('blob:vorschau-2'));
  });

  it("edits a text layer's font through the form engine, with the installed families and their variants in German", async () => {
    await act(async () => void show(imageTemplatesSection.render('/1', ADMIN)));
    fireEvent.click(await screen.findByRole('button', { name: '„titel (Text)“ bearbeiten' }));
    const properties = screen.getByRole('group', { name: 'Eigenschaften von „titel (Text)“' });
    const family = within(properties).getByLabelText(/^Schriftart/) as HTMLSelectElement;
    await waitFor(() => expect([...family.options].map((option) => option.value)).toEqual(['Roboto', 'Playfair Display', 'Oswald']));
    const variant = within(properties).getByLabelText(/^Schnitt/) as HTMLSelectElement;
    expect([...variant.options].map((option) => option.textContent)).toEqual(['Normal', 'Fett', 'Extrafett']);
    // Roboto has no 800: the variant falls back to regular; Oswald keeps bold.
    fireEvent.change(within(properties).getByLabelText(/^Schnitt/), { target: { value: '800' } });
    fireEvent.change(family, { target: { value: 'Roboto' } });
    expect((within(properties).getByLabelText(/^Schnitt/) as HTMLSelectElement).value).toBe('regular');
    expect([...(within(properties).getByLabelText(/^Schnitt/) as HTMLSelectElement).options].map((option) => option.textContent)).toEqual(['Normal', 'Normal kursiv', 'Fett', 'Fett kursiv']);
    fireEvent.change(within(properties).getByLabelText(/^Text\b/), { target: { value: 'Teppichreinigung' } });

    fireEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(calls('PUT', '/api/image-templates/1')).toHaveLength(1));
    const saved = bodyOf(calls('PUT', '/api/image-templates/1')[0]?.[1]);
    expect(saved).toMatchObject({ version: 4, layers: [{ name: 'foto' }, { name: 'titel', fontFamily: 'Roboto', fontVariant: 'regular', text: 'Teppichreinigung' }] });
  });

  it('adds a text layer with a free name in the first font, and offers the canvas presets', async () => {
    await act(async () => void show(imageTemplatesSection.render('/1', ADMIN)));
    await screen.findByRole('img', { name: 'Vorschau der Bildvorlage' }, { timeout: 5000 });
    fireEvent.click(screen.getByRole('button', { name: 'Text hinzufügen' }));
    expect(screen.getByRole('group', { name: 'Eigenschaften von „text (Text)“' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Quadrat (1080 × 1080)' }));
    await waitFor(() => expect(previews().at(-1)).toMatchObject({ width: 1080, height: 1080 }), { timeout: 5000 });
    expect(previews().at(-1)?.layers.at(-1)).toMatchObject({ name: 'text', type: 'text', fontFamily: 'Roboto', fontVariant: 'regular', text: 'Neuer Text', align: 'center' });
    expect(screen.getByRole('button', { name: 'Quadrat (1080 × 1080)' }).getAttribute('aria-pressed')).toBe('true');
  });

  it("shows the server's reason when the preview fails, and no request while a required value is missing", async () => {
    handlers['POST /api/image-templates/preview'] = () => fakeResponse(422, { errors: [{ message: 'Sie haben einen ungültigen Wert ausgewählt.', field: 'layers.1.fontFamily' }] });
    await act(async () => void show(imageTemplatesSection.render('/1', ADMIN)));
    expect((await screen.findByRole('alert', {}, { timeout: 5000 })).textContent).toBe('Sie haben einen ungültigen Wert ausgewählt.');
    fireEvent.click(screen.getByRole('button', { name: '„titel (Text)“ bearbeiten' }));
    const count = previews().length;
    fireEvent.change(screen.getByLabelText(/^Text\b/), { target: { value: '' } });
    expect(await screen.findByText('Die Vorschau erscheint, sobald alle Pflichtfelder ausgefüllt sind.')).toBeTruthy();
    expect(previews()).toHaveLength(count);
    expect(screen.queryByRole('img', { name: 'Vorschau der Bildvorlage' })).toBeNull();
  });

  it('lists the installed fonts with their variants in German, each sample through its embed CSS', async () => {
    await act(async () => void show(fontsSection.render('', ADMIN)));
    const families = await screen.findAllByTestId('font-family');
    expect(families.map((family) => within(family).getByRole('heading').textContent)).toEqual(['Roboto', 'Playfair Display', 'Oswald']);
    const oswald = families[2] as HTMLElement;
    expect(within(oswald).getAllByRole('term').map((term) => term.textContent)).toEqual(['Leicht', 'Normal', 'Fett']);
    expect([...oswald.querySelectorAll('link')].map((link) => link.getAttribute('href'))).toEqual([
      '/api/fonts/google/oswald/style-300.embed.css',
      '/api/fonts/google/oswald/style-regular.embed.css',
      '/api/fonts/google/oswald/style-700.embed.css',
    ]);
    expect((within(oswald).getAllByRole('definition')[2] as HTMLElement).style.fontWeight).toBe('700');
    expect(fontsSection.render('/1', ADMIN)).toBeNull();
  });

  it("says so when the fonts can't be loaded", async () => {
    handlers['GET /api/fonts'] = () => fakeResponse(500, {});
    await act(async () => void show(fontsSection.render('', ADMIN)));
    expect((await screen.findByRole('alert')).textContent).toBe('Schriftarten konnten nicht geladen werden.');
  });
});
