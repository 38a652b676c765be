import { formatWorkingMinutes } from './working-time-format';

describe('formatWorkingMinutes', () => {
  it('writes hours and two-digit minutes', () => {
    expect(formatWorkingMinutes(0)).toBe('0:00');
    expect(formatWorkingMinutes(5)).toBe('0:05');
    expect(formatWorkingMinutes(450)).toBe('7:30');
    expect(formatWorkingMinutes(600)).toBe('10:00');
  });

  it('keeps the sign of a difference and never writes -0:00', () => {
    expect(formatWorkingMinutes(-75)).toBe('-1:15');
    expect(formatWorkingMinutes(-0.4)).toBe('0:00');
  });

  it('counts only whole minutes', () => {
    expect(formatWorkingMinutes(119.9)).toBe('1:59');
  });
});
