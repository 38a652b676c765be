import { dayPlus, shiftsOverlap } from './shift-overlap';

describe('overlapping shifts of one employee', () => {
  it('overlap on the same day, touching ones do not', () => {
    expect(shiftsOverlap({ day: '2026-03-02', from: '08:00', to: '12:00' }, { day: '2026-03-02', from: '11:30', to: '15:00' })).toBe(true);
    expect(shiftsOverlap({ day: '2026-03-02', from: '08:00', to: '12:00' }, { day: '2026-03-02', from: '12:00', to: '15:00' })).toBe(false);
    expect(shiftsOverlap({ day: '2026-03-02', from: '09:00', to: '10:00' }, { day: '2026-03-02', from: '08:00', to: '17:00' })).toBe(true);
  });

  it('a night shift reaches into the next morning, either way round', () => {
    const night = { day: '2026-03-02', from: '22:00', to: '06:00' };
    expect(shiftsOverlap(night, { day: '2026-03-03', from: '05:00', to: '09:00' })).toBe(true);
    expect(shiftsOverlap({ day: '2026-03-03', from: '05:00', to: '09:00' }, night)).toBe(true);
    expect(shiftsOverlap(night, { day: '2026-03-03', from: '06:00', to: '09:00' })).toBe(false);
    expect(shiftsOverlap(night, { day: '2026-03-02', from: '06:00', to: '09:00' })).toBe(false);
    expect(shiftsOverlap(night, { day: '2026-03-04', from: '05:00', to: '09:00' })).toBe(false);
  });

  it('moves days across months and years', () => {
    expect(dayPlus('2026-12-31', 1)).toBe('2027-01-01');
    expect(dayPlus('2026-03-01', -1)).toBe('2026-02-28');
  });
});
