import { useState, type ReactNode } from 'react';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { MESSAGES, OPENING_HOUR_RULE_FIELDS, type Field } from '@theke/contracts';
import { QueryClientProvider, createQueryClient, theme } from '@theke/ui';
import { fakeResponse } from '@theke/ui/testing';
import { formErrors, initialValues, toPayload, type FormValues } from '../form-values';
import { FieldList } from './FieldList';

const FIELDS: readonly Field[] = [
  { name: 'name', kind: 'text', label: 'Name', required: true, max: 20 },
  { name: 'description', kind: 'textarea', label: 'Beschreibung' },
  { name: 'price', kind: 'number', label: 'Preis', decimals: 2, min: 0, unit: 'money' },
  { name: 'availableFrom', kind: 'date', mode: 'dateTime', label: 'Verfügbar ab' },
  { name: 'isEnabled', kind: 'boolean', label: 'Aktiv' },
  {
    name: 'leadTimeType',
    kind: 'select',
    label: 'Vorlaufzeit in',
    options: [
      { value: 'hours', label: 'Stunden' },
      { value: 'days', label: 'Tage' },
    ],
  },
  {
    name: 'weekdays',
    kind: 'multiselect',
    label: 'Tage',
    options: [
      { value: 'monday', label: 'Montag' },
      { value: 'tuesday', label: 'Dienstag' },
    ],
  },
  { name: 'branch', kind: 'reference', label: 'Filiale', targets: ['branch'], as: 'object' },
  { name: 'image', kind: 'image', label: 'Bild' },
  {
    name: 'more',
    kind: 'tabs',
    label: 'Mehr',
    tabs: [
      { name: 'hours', label: 'Öffnungszeiten', fields: [{ name: 'openingHours', kind: 'collection', label: 'Öffnungszeiten', fields: OPENING_HOUR_RULE_FIELDS, max: 10 }] },
      { name: 'address', label: 'Adresse', fields: [{ name: 'address', kind: 'group', label: 'Anschrift', fields: [{ name: 'city', kind: 'text', label: 'Ort' }] }] },
    ],
  },
];

function Harness({
  onValues,
  fields = FIELDS,
  entry,
}: {
  onValues: (values: FormValues) => void;
  fields?: readonly Field[];
  entry?: FormValues;
}) {
  const [values, setValues] = useState(() => initialValues(fields, entry));
  return (
    <FieldList
      fields={fields}
      values={values}
      errors={formErrors(fields, values)}
      onChange={(next) => {
        setValues(next);
        onValues(next);
      }}
    />
  );
}

function wrapper({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={createQueryClient()}>
      <ThemeProvider theme={theme}>{children}</ThemeProvider>
    </QueryClientProvider>
  );
}

describe('the form engine’s inputs', () => {
  beforeEach(() => {
    global.fetch = jest.fn(() => Promise.resolve(fakeResponse(200, { data: [{ id: 3, name: 'Wien Mariahilf' }] })));
  });

  it('renders every kind with its German label and serialises what is typed', async () => {
    let latest: FormValues = {};
    render(<Harness onValues={(values) => (latest = values)} />, { wrapper });
    // Empty required name: the server's own message, before any save.
    expect(screen.getByRole('alert').textContent).toBe(MESSAGES.notBlank);

    fireEvent.change(screen.getByLabelText('Name *'), { target: { value: 'Fensterreinigung' } });
    fireEvent.change(screen.getByLabelText('Beschreibung'), { target: { value: 'Streifenfrei' } });
    fireEvent.change(screen.getByLabelText('Preis'), { target: { value: '12,50' } });
    fireEvent.change(screen.getByLabelText('Verfügbar ab'), { target: { value: '2026-12-24' } });
    fireEvent.change(screen.getByLabelText('Verfügbar ab: Uhrzeit'), { target: { value: '18:00' } });
    fireEvent.click(screen.getByLabelText('Aktiv'));
    fireEvent.change(screen.getByLabelText('Vorlaufzeit in'), { target: { value: 'days' } });
    fireEvent.click(screen.getByLabelText('Dienstag'));
    expect(await screen.findByRole('option', { name: 'Wien Mariahilf' })).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Filiale'), { target: { value: '3' } });
    expect(screen.getByRole('button', { name: 'Bild hochladen' })).toBeTruthy();

    // A list item: add a rule, a once rule asks for its date.
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Öffnungszeiten: Eintrag hinzufügen' })));
    fireEvent.change(screen.getByLabelText('Art *'), { target: { value: 'once' } });
    expect(screen.getByLabelText('Datum *')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Datum *'), { target: { value: '2026-12-24' } });
    fireEvent.change(screen.getByLabelText('Von *'), { target: { value: '08:00' } });
    fireEvent.change(screen.getByLabelText('Bis *'), { target: { value: '24:00' } });

    // The other tab's group.
    fireEvent.click(screen.getByRole('tab', { name: 'Adresse' }));
    fireEvent.change(screen.getByLabelText('Ort'), { target: { value: 'Wien' } });

    expect(formErrors(FIELDS, latest)).toEqual({});
    expect(toPayload(FIELDS, latest)).toEqual({
      name: 'Fensterreinigung',
      description: 'Streifenfrei',
      price: 12.5,
      availableFrom: '2026-12-24T17:00:00.000Z',
      isEnabled: true,
      leadTimeType: 'days',
      weekdays: ['tuesday'],
      branch: { id: 3 },
      image: null,
      openingHours: [{ type: 'once', date: '2026-12-24', isClosed: false, from: '08:00', to: '24:00' }],
      address: { city: 'Wien' },
    });
  });

  it('shows a number’s error at its input and marks the tab that holds an error', () => {
    render(<Harness onValues={() => undefined} />, { wrapper });
    fireEvent.change(screen.getByLabelText('Preis'), { target: { value: '-3' } });
    expect(screen.getByText(MESSAGES.tooSmall(0))).toBeTruthy();
  });
});

/** Answers the media library and an upload as the gateway does (the envelope's `data`). */
function gatewayAnswering(answers: Record<string, unknown>) {
  const calls: Array<{ url: string; method: string; body: unknown }> = [];
  global.fetch = jest.fn((url: string, init?: RequestInit) => {
    calls.push({ url, method: init?.method ?? 'GET', body: init?.body ? JSON.parse(String(init.body)) : undefined });
    return Promise.resolve(fakeResponse(200, { data: answers[`${init?.method ?? 'GET'} ${url}`] ?? [] }));
  }) as unknown as typeof fetch;
  return calls;
}

describe('the form engine’s text, media and time inputs', () => {
  const TEXTS: readonly Field[] = [
    { name: 'text', kind: 'wysiwyg', label: 'Text', required: true },
    { name: 'notes', kind: 'markdown', label: 'Notizen' },
  ];

  it('loads the rich-text editor only when its field is shown and serialises what is typed as HTML', async () => {
    gatewayAnswering({});
    let latest: FormValues = {};
    render(<Harness fields={TEXTS} entry={{ text: '<p>Streifenfrei</p>' }} onValues={(values) => (latest = values)} />, { wrapper });
    // While TipTap loads, a read-only text area holds the value.
    const fallback = screen.getByLabelText('Text *');
    expect(fallback.tagName).toBe('TEXTAREA');
    expect((fallback as HTMLTextAreaElement).readOnly).toBe(true);
    // The editor's chunk is imported (and transformed by Jest) on first use: on a busy machine that
    // takes longer than findBy's default second.
    const toolbar = await screen.findByRole('toolbar', { name: 'Textformat' }, { timeout: 15_000 });
    expect(within(toolbar).getByTitle('Fett')).toBeTruthy();
    const editor = await screen.findByRole('textbox', { name: 'Text *' });
    expect(editor.getAttribute('contenteditable')).toBe('true');
    expect(editor.textContent).toBe('Streifenfrei');

    // Typing: ProseMirror reads what changed in its DOM and the form gets the editor's HTML.
    const text = editor.querySelector('p')?.firstChild;
    if (!text) throw new Error('no paragraph text');
    await act(async () => {
      text.textContent = 'Streifenfrei und trocken';
    });
    await waitFor(() => expect(latest.text).toBe('<p>Streifenfrei und trocken</p>'));
    expect(toPayload(TEXTS, latest)).toEqual({ text: '<p>Streifenfrei und trocken</p>', notes: '' });

    // An emptied editor is no text: the required field says so with the server's message.
    await act(async () => {
      text.textContent = '';
    });
    await waitFor(() => expect(latest.text).toBe(''));
    expect(screen.getByRole('alert').textContent).toBe(MESSAGES.notBlank);
  });

  it('edits markdown as source in a large plain text area and sends it as written', () => {
    gatewayAnswering({});
    let latest: FormValues = {};
    render(<Harness fields={TEXTS} entry={{ text: '<p>x</p>' }} onValues={(values) => (latest = values)} />, { wrapper });
    const notes = screen.getByLabelText('Notizen') as HTMLTextAreaElement;
    expect(notes.tagName).toBe('TEXTAREA');
    expect(notes.rows).toBe(12);
    fireEvent.change(notes, { target: { value: '# Hinweis\n\n*Bitte* klingeln.' } });
    expect(toPayload(TEXTS, latest).notes).toBe('# Hinweis\n\n*Bitte* klingeln.');
    expect(formErrors(TEXTS, latest)).toEqual({});
  });

  const window1 = { id: 4, version: 2, extension: 'jpg', width: 1280, alt: 'Fenster', name: 'fenster.jpg' };
  const door = { id: 5, version: 1, extension: 'png', width: 800, alt: null, name: 'tuer.png' };
  const priceList = { id: 9, version: 1, extension: 'pdf', name: 'Preisliste.pdf', publicHash: 'abc', mimeType: 'application/pdf' };
  const terms = { id: 10, version: 3, extension: 'pdf', name: 'AGB.pdf', publicHash: 'def', mimeType: 'application/pdf' };

  /** The frame of a media field, found by its label. */
  const mediaBox = (label: string) => {
    const box = screen.getByText(label).parentElement;
    if (!box) throw new Error(`no field ${label}`);
    return within(box);
  };

  it('picks images from the media library, uploads one as a data URL and sends SPEC §3 image references', async () => {
    const images: Field = { name: 'images', kind: 'images', label: 'Bilder', max: 3 };
    const calls = gatewayAnswering({
      'GET /api/images': [window1, door],
      'POST /api/images': { id: 12, version: 1, extension: 'gif', width: 1, alt: null, name: 'logo.gif' },
    });
    let latest: FormValues = {};
    const { container } = render(<Harness fields={[images]} onValues={(values) => (latest = values)} />, { wrapper });
    const box = mediaBox('Bilder');
    const upload = container.querySelector('input[type="file"]') as HTMLInputElement;
    // SPEC §5: image uploads accept .jpg, .jpeg, .png, .gif; the images kind takes several files.
    expect(upload.accept).toBe('.jpg,.jpeg,.png,.gif');
    expect(upload.multiple).toBe(true);

    fireEvent.click(box.getByRole('button', { name: 'Aus der Mediathek wählen' }));
    fireEvent.click(await box.findByTitle('fenster.jpg'));
    fireEvent.click(box.getByTitle('tuer.png'));
    await act(async () => {
      fireEvent.change(upload, { target: { files: [new File(['GIF89a'], 'logo.gif', { type: 'image/gif' })] } });
    });
    await waitFor(() => expect(latest.images).toHaveLength(3));
    expect(calls.find((call) => call.method === 'POST')).toEqual({
      url: '/api/images',
      method: 'POST',
      body: { data: expect.stringMatching(/^data:image\/gif;base64,/), name: 'logo.gif' },
    });
    expect(box.getAllByRole('img', { name: 'Fenster' })[0]?.getAttribute('src')).toContain('4');

    // The first one removed again.
    fireEvent.click(box.getAllByRole('button', { name: 'Entfernen' })[0] as HTMLElement);
    expect(toPayload([images], latest)).toEqual({
      images: [
        { id: 5, version: 1, extension: 'png', width: 800, alt: null },
        { id: 12, version: 1, extension: 'gif', width: 1, alt: null },
      ],
    });
    expect(formErrors([images], latest)).toEqual({});
  });

  it('says when more images are chosen than the field takes', async () => {
    const images: Field = { name: 'images', kind: 'images', label: 'Bilder', max: 1 };
    gatewayAnswering({ 'GET /api/images': [window1, door] });
    render(<Harness fields={[images]} onValues={() => undefined} />, { wrapper });
    const box = mediaBox('Bilder');
    fireEvent.click(box.getByRole('button', { name: 'Aus der Mediathek wählen' }));
    fireEvent.click(await box.findByTitle('fenster.jpg'));
    expect(box.queryByRole('alert')).toBeNull();
    fireEvent.click(box.getByTitle('tuer.png'));
    expect(box.getByRole('alert').textContent).toBe(MESSAGES.tooMany(1));
  });

  it('picks one file from the uploads, closes the library and sends the file as the library names it', async () => {
    const file: Field = { name: 'manual', kind: 'file', label: 'Anleitung', required: true, accept: ['pdf'] };
    const calls = gatewayAnswering({ 'GET /api/uploads': [priceList, terms] });
    let latest: FormValues = {};
    const { container } = render(<Harness fields={[file]} onValues={(values) => (latest = values)} />, { wrapper });
    const box = mediaBox('Anleitung *');
    // Files are chosen from the uploads; only images are uploaded here.
    expect(box.queryByRole('button', { name: 'Bild hochladen' })).toBeNull();
    expect(container.querySelector('input[type="file"]')).toBeNull();
    expect(box.getByRole('alert').textContent).toBe(MESSAGES.notBlank);

    fireEvent.click(box.getByRole('button', { name: 'Aus der Mediathek wählen' }));
    fireEvent.click(await box.findByRole('button', { name: 'Preisliste.pdf' }));
    expect(calls.map((call) => call.url)).toEqual(['/api/uploads']);
    expect(box.queryByRole('button', { name: 'AGB.pdf' })).toBeNull();
    expect(box.getByText('Preisliste.pdf')).toBeTruthy();
    expect(toPayload([file], latest)).toEqual({ manual: priceList });
    expect(box.queryByRole('alert')).toBeNull();

    fireEvent.click(box.getByRole('button', { name: 'Entfernen' }));
    expect(toPayload([file], latest)).toEqual({ manual: null });
  });

  it('collects several files in the order they are picked', async () => {
    const files: Field = { name: 'attachments', kind: 'files', label: 'Anhänge', max: 5 };
    gatewayAnswering({ 'GET /api/uploads': [priceList, terms] });
    let latest: FormValues = {};
    render(<Harness fields={[files]} onValues={(values) => (latest = values)} />, { wrapper });
    const box = mediaBox('Anhänge');
    fireEvent.click(box.getByRole('button', { name: 'Aus der Mediathek wählen' }));
    fireEvent.click(await box.findByRole('button', { name: 'AGB.pdf' }));
    fireEvent.click(box.getByRole('button', { name: 'Preisliste.pdf' }));
    expect(toPayload([files], latest)).toEqual({ attachments: [terms, priceList] });
    expect(box.getAllByRole('button', { name: 'Entfernen' })).toHaveLength(2);
  });

  it('shows a server error about a part of a media or reference field at that field', () => {
    const fields: readonly Field[] = [
      { name: 'attachments', kind: 'files', label: 'Anhänge' },
      { name: 'branches', kind: 'reference', label: 'Filialen', targets: ['branch'], many: true, as: 'object' },
    ];
    gatewayAnswering({});
    render(
      <QueryClientProvider client={createQueryClient()}>
        <ThemeProvider theme={theme}>
          <FieldList
            fields={fields}
            values={initialValues(fields, { attachments: [priceList], branches: [{ id: 1 }, { id: 999 }] })}
            errors={{ 'attachments.0.extension': MESSAGES.choice, 'branches.1.id': MESSAGES.invalid }}
            onChange={() => undefined}
          />
        </ThemeProvider>
      </QueryClientProvider>,
    );
    expect(mediaBox('Anhänge').getByRole('alert').textContent).toBe(MESSAGES.choice);
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([MESSAGES.choice, MESSAGES.invalid]);
  });

  it('takes times on a 24-hour clock to the minute, and a day without a step of its own', () => {
    const fields: readonly Field[] = [
      { name: 'from', kind: 'date', mode: 'time', label: 'Von', required: true },
      { name: 'to', kind: 'date', mode: 'time', label: 'Bis', endOfDay: true },
      { name: 'day', kind: 'date', mode: 'date', label: 'Tag' },
    ];
    gatewayAnswering({});
    let latest: FormValues = {};
    render(<Harness fields={fields} onValues={(values) => (latest = values)} />, { wrapper });
    // A native time input shows the browser's clock (12-hour in English) and cannot hold 24:00:
    // every time is typed as text on the 24-hour clock.
    const from = screen.getByLabelText('Von *') as HTMLInputElement;
    expect([from.type, from.inputMode, from.placeholder]).toEqual(['text', 'numeric', 'HH:MM']);
    const to = screen.getByLabelText('Bis') as HTMLInputElement;
    expect([to.type, to.inputMode, to.placeholder]).toEqual(['text', 'numeric', 'HH:MM']);
    // A date input counts its step in days: a step of 60 would leave one day in sixty to pick.
    const day = screen.getByLabelText('Tag') as HTMLInputElement;
    expect([day.type, day.lang, day.getAttribute('step')]).toEqual(['date', 'de', null]);

    fireEvent.change(from, { target: { value: '07:05' } });
    fireEvent.change(to, { target: { value: '24:00' } });
    fireEvent.change(day, { target: { value: '2026-12-24' } });
    expect(formErrors(fields, latest)).toEqual({});
    expect(toPayload(fields, latest)).toEqual({ from: '07:05', to: '24:00', day: '2026-12-24' });

    fireEvent.change(to, { target: { value: '7 Uhr' } });
    expect(screen.getByRole('alert').textContent).toBe(MESSAGES.date);
    fireEvent.change(day, { target: { value: '' } });
    expect(toPayload(fields, latest).day).toBeNull();
  });

  it('takes a date-time as a date and a time on the 24-hour clock, one instant in the business time zone', () => {
    const fields: readonly Field[] = [{ name: 'availableFrom', kind: 'date', mode: 'dateTime', label: 'Verfügbar ab' }];
    gatewayAnswering({});
    let latest: FormValues = {};
    render(<Harness fields={fields} onValues={(values) => (latest = values)} />, { wrapper });
    const date = screen.getByLabelText('Verfügbar ab') as HTMLInputElement;
    const time = screen.getByLabelText('Verfügbar ab: Uhrzeit') as HTMLInputElement;
    expect([date.type, time.type, time.placeholder]).toEqual(['date', 'text', 'HH:MM']);

    fireEvent.change(date, { target: { value: '2026-07-01' } });
    // Half typed: kept as typed and named invalid, nothing is lost.
    fireEvent.change(time, { target: { value: '14:3' } });
    expect(time.value).toBe('14:3');
    expect(formErrors(fields, latest)).toEqual({ availableFrom: MESSAGES.date });
    fireEvent.change(time, { target: { value: '14:30' } });
    expect(formErrors(fields, latest)).toEqual({});
    // 14:30 in Vienna in summer is 12:30 UTC.
    expect(toPayload(fields, latest)).toEqual({ availableFrom: '2026-07-01T12:30:00.000Z' });
    fireEvent.change(date, { target: { value: '' } });
    fireEvent.change(time, { target: { value: '' } });
    expect(toPayload(fields, latest).availableFrom).toBeNull();
  });
});
