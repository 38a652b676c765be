import { useState, type ReactNode } from 'react';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import type { ReferenceField } from '@theke/contracts';
import { QueryClientProvider, createQueryClient, theme } from '@theke/ui';
import { fakeResponse } from '@theke/ui/testing';
import { ReferenceInput } from './ReferenceInput';

const EMPLOYEE: ReferenceField = { name: 'employee', kind: 'reference', label: 'Mitarbeiter', targets: ['user'], as: 'object', required: true };

function Harness({ field, start, onValue, offers }: { field: ReferenceField; start: unknown; onValue: (value: unknown) => void; offers?: (entry: { id: number }) => boolean }) {
  const [value, setValue] = useState(start);
  return (
    <ReferenceInput
      field={field}
      value={value}
      offers={offers}
      onChange={(next) => {
        setValue(next);
        onValue(next);
      }}
    />
  );
}

function wrapper({ children }: { children: ReactNode }) {
  const client = createQueryClient();
  client.setDefaultOptions({ queries: { ...client.getDefaultOptions().queries, retry: false } });
  return (
    <QueryClientProvider client={client}>
      <ThemeProvider theme={theme}>{children}</ThemeProvider>
    </QueryClientProvider>
  );
}

describe('the reference picker', () => {
  const fetchMock = jest.fn<Promise<Response>, [string]>();
  beforeEach(() => {
    global.fetch = fetchMock as unknown as typeof fetch;
  });
  afterEach(() => fetchMock.mockReset());

  it('picks a user from the users list by name or username and stores {id, username}', async () => {
    fetchMock.mockResolvedValue(
      fakeResponse(200, {
        data: [
          { id: 4, username: 'anna', name: 'Anna Huber', branches: [] },
          { id: 5, username: 'ben', name: '', branches: [] },
        ],
      }),
    );
    const onValue = jest.fn();
    await act(async () => void render(<Harness field={EMPLOYEE} start={null} onValue={onValue} />, { wrapper }));
    const select = screen.getByRole('combobox', { name: 'Mitarbeiter *' });
    await screen.findByRole('option', { name: 'Anna Huber' });
    expect(within(select).getAllByRole('option').map((option) => option.textContent)).toEqual(['–', 'Anna Huber', 'ben']);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/users');
    await act(async () => fireEvent.change(select, { target: { value: '5' } }));
    expect(onValue).toHaveBeenLastCalledWith({ id: 5, username: 'ben' });
  });

  it('still names a stored user the list does not hold (an employee may not read users)', async () => {
    fetchMock.mockResolvedValue(fakeResponse(403, { message: 'Zugriff verweigert.' }));
    await act(async () => void render(<Harness field={EMPLOYEE} start={{ id: 9, username: 'carla' }} onValue={jest.fn()} />, { wrapper }));
    const select = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Mitarbeiter *' });
    expect(select.value).toBe('9');
    expect(select.selectedOptions[0]?.textContent).toBe('carla');
  });

  it('offers only the entries a screen lets it (a branch’s departments)', async () => {
    fetchMock.mockResolvedValue(
      fakeResponse(200, {
        data: [
          { id: 1, name: 'Küche', branch: { id: 3 } },
          { id: 2, name: 'Service', branch: { id: 4 } },
        ],
      }),
    );
    const field: ReferenceField = { name: 'department', kind: 'reference', label: 'Abteilung', targets: ['department'], as: 'object' };
    const onValue = jest.fn();
    const inBranch = (entry: { id: number }) => (entry as { branch?: { id: number } }).branch?.id === 4;
    await act(async () => void render(<Harness field={field} start={null} onValue={onValue} offers={inBranch} />, { wrapper }));
    const select = screen.getByRole('combobox', { name: 'Abteilung' });
    await screen.findByRole('option', { name: 'Service' });
    expect(within(select).getAllByRole('option').map((option) => option.textContent)).toEqual(['–', 'Service']);
    await act(async () => fireEvent.change(select, { target: { value: '2' } }));
    expect(onValue).toHaveBeenLastCalledWith({ id: 2 });
  });
});
