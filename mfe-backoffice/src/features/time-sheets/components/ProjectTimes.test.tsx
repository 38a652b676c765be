import { act, screen, within } from '@testing-library/react';
import { fakeResponse, renderWithClient } from '@theke/ui/testing';
import { ProjectTimes } from './ProjectTimes';

function renderTimes(projectId: number) {
  return renderWithClient(<ProjectTimes projectId={projectId} />);
}

describe('ProjectTimes', () => {
  const fetchMock = jest.fn<Promise<Response>, [string]>();
  beforeEach(() => {
    global.fetch = fetchMock as unknown as typeof fetch;
  });
  afterEach(() => fetchMock.mockReset());

  it('shows the time booked on the project per task and in total', async () => {
    fetchMock.mockResolvedValue(
      fakeResponse(200, {
        data: [
          {
            project: { id: 3, name: 'Frühjahrsputz' },
            minutes: 990,
            tasks: [
              { task: null, minutes: 30 },
              { task: { id: 7, name: 'Fenster' }, minutes: 960 },
            ],
          },
        ],
      }),
    );
    await act(async () => void renderTimes(3));
    const panel = screen.getByTestId('project-times');
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/time-sheets/project-times?project=3');
    expect(within(panel).getByRole('heading').textContent).toBe('Gebuchte Zeit');
    expect((await within(panel).findAllByRole('row')).map((row) => row.textContent)).toEqual([
      'Ohne Aufgabe0:30 h',
      'Fenster16:00 h',
      'Summe16:30 h',
    ]);
  });

  it('says so when nothing was booked yet', async () => {
    fetchMock.mockResolvedValue(fakeResponse(200, { data: [] }));
    await act(async () => void renderTimes(3));
    expect(await screen.findByText('Auf dieses Projekt wurde noch keine Zeit gebucht.')).toBeTruthy();
  });
});
