import type { OpeningHourRule } from '@theke/domain';
import { directionsUrl, phoneHref, weekHours } from './home-page';
import { showsHomePage } from './shows-home-page';

const rule = (type: OpeningHourRule['type'], from: string, to: string): OpeningHourRule =>
  ({ type, from, to, date: null, isClosed: false }) as OpeningHourRule;

describe('home page (SPEC §2)', () => {
  it('lists the week Monday first with split shifts and closed days', () => {
    const rules = [rule('monday', '08:00', '12:30'), rule('monday', '13:30', '18:00'), rule('saturday', '09:00', '13:00')];
    const lines = weekHours(rules, new Date('2026-11-25T10:00:00Z'), 'Europe/Vienna');
    expect(lines[0]).toEqual({ day: 'Montag', hours: '08:00 - 12:30 und 13:30 - 18:00' });
    expect(lines[1]).toEqual({ day: 'Dienstag', hours: null });
    expect(lines[5]).toEqual({ day: 'Samstag', hours: '09:00 - 13:00' });
    expect(lines).toHaveLength(7);
  });

  it('links directions by coordinates, else by address', () => {
    const address = { street: 'Mariahilfer Straße 88', zipCode: '1070', city: 'Wien' };
    expect(directionsUrl({ ...address, latitude: 48.19, longitude: 16.34 })).toContain('destination=48.19%2C16.34');
    expect(directionsUrl({ ...address, latitude: null, longitude: null })).toContain(
      'destination=Mariahilfer%20Stra%C3%9Fe%2088%201070%20Wien',
    );
  });

  it('dials digits and a plus only', () => {
    expect(phoneHref('+43 1 234 56-78')).toBe('tel:+431234 5678'.replace(' ', ''));
  });

  it('shows the home page only with the plugin and exactly one branch', () => {
    expect(showsHomePage(true, [1])).toBe(true);
    expect(showsHomePage(true, [1, 2])).toBe(false);
    expect(showsHomePage(false, [1])).toBe(false);
  });
});
