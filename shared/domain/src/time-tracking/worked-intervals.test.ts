import { vienna } from '../testing';
import { breakIntervals, mergeIntervals, workedIntervals, type TimeInterval } from './worked-intervals';

const iso = (local: string) => vienna(local).toISOString();
const span = (interval: TimeInterval) => [interval.start.toISOString(), interval.end.toISOString()];

describe('worked intervals: activity spans minus their pauses', () => {
  const now = vienna('2025-05-06T12:00');

  it('subtracts the pauses of an ended activity', () => {
    const worked = workedIntervals(
      [
        {
          start: iso('2025-05-05T08:00'),
          end: iso('2025-05-05T16:00'),
          pauses: [
            { start: iso('2025-05-05T12:00'), end: iso('2025-05-05T12:30') },
            { start: iso('2025-05-05T10:00'), end: iso('2025-05-05T10:10') },
          ],
        },
      ],
      now,
    );
    expect(worked.map(span)).toEqual([
      [iso('2025-05-05T08:00'), iso('2025-05-05T10:00')],
      [iso('2025-05-05T10:10'), iso('2025-05-05T12:00')],
      [iso('2025-05-05T12:30'), iso('2025-05-05T16:00')],
    ]);
  });

  it('lets a running activity last until now and a paused one stop at its open pause', () => {
    expect(
      workedIntervals([{ start: iso('2025-05-06T08:00'), end: null, pauses: [] }], now).map(span),
    ).toEqual([[iso('2025-05-06T08:00'), iso('2025-05-06T12:00')]]);
    const paused = {
      start: iso('2025-05-06T08:00'),
      end: null,
      pauses: [{ start: iso('2025-05-06T11:00'), end: null }],
    };
    expect(workedIntervals([paused], now).map(span)).toEqual([
      [iso('2025-05-06T08:00'), iso('2025-05-06T11:00')],
    ]);
  });

  it('clips pauses to their activity, joins overlapping activities and drops empty ones', () => {
    const worked = workedIntervals(
      [
        {
          start: iso('2025-05-05T08:00'),
          end: iso('2025-05-05T10:00'),
          pauses: [
            { start: iso('2025-05-05T07:00'), end: iso('2025-05-05T08:15') },
            { start: iso('2025-05-05T09:50'), end: iso('2025-05-05T11:00') },
          ],
        },
        { start: iso('2025-05-05T09:00'), end: iso('2025-05-05T11:00'), pauses: [] },
        { start: iso('2025-05-05T13:00'), end: iso('2025-05-05T13:00'), pauses: [] },
        {
          start: iso('2025-05-05T14:00'),
          end: iso('2025-05-05T15:00'),
          pauses: [{ start: iso('2025-05-05T13:00'), end: iso('2025-05-05T16:00') }],
        },
      ],
      now,
    );
    expect(worked.map(span)).toEqual([[iso('2025-05-05T08:15'), iso('2025-05-05T11:00')]]);
  });

  it('finds the breaks between worked intervals, whatever order they come in', () => {
    const a = { start: vienna('2025-05-05T12:00'), end: vienna('2025-05-05T14:00') };
    const b = { start: vienna('2025-05-05T08:00'), end: vienna('2025-05-05T11:30') };
    const c = { start: vienna('2025-05-05T11:00'), end: vienna('2025-05-05T11:45') };
    expect(mergeIntervals([a, b, c]).map(span)).toEqual([
      [iso('2025-05-05T08:00'), iso('2025-05-05T11:45')],
      [iso('2025-05-05T12:00'), iso('2025-05-05T14:00')],
    ]);
    expect(breakIntervals([a, b, c]).map(span)).toEqual([[iso('2025-05-05T11:45'), iso('2025-05-05T12:00')]]);
    expect(breakIntervals([])).toEqual([]);
  });
});
