import { useState, type ReactNode } from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { MESSAGES, OPENING_HOUR_RULE_FIELDS, type Field } from '@theke/contracts';
import { QueryClientProvider, createQueryClient, theme } from '@theke/ui';
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

function Harness({ onValues }: { onValues: (values: FormValues) => void }) {
  const [values, setValues] = useState(() => initialValues(FIELDS));
  return (
    <FieldList
      fields={FIELDS}
      values={values}
      errors={formErrors(FIELDS, values)}
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
    global.fetch = jest.fn(() =>
      Promise.resolve({
        ok: true,
        status: 200,
        headers: { get: () => 'application/json' },
        json: () => Promise.resolve({ data: [{ id: 3, name: 'Wien Mariahilf' }] }),
      } as unknown as Response),
    );
  });

  it('renders every kind with its German label and serialises what is typed', async () => {
    let latest: FormValues = {};
    render(<Harness onValues={(values) => (latest = values)} />, { wrapper });
    // Empty required name: the server's own message, before any save.
    expect(screen.getByRole('alert').textContent).toBe(MESSAGES.notBlank);

    fireEvent.change(screen.getByLabelText('Name *'), { target: { value: 'Fensterreinigung' } });
    fireEvent.change(screen.getByLabelText('Beschreibung'), { target: { value: 'Streifenfrei' } });
    fireEvent.change(screen.getByLabelText('Preis'), { target: { value: '12,50' } });
    fireEvent.change(screen.getByLabelText('Verfügbar ab'), { target: { value: '2026-12-24T18:00' } });
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
