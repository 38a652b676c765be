import { DONATION_AMOUNT } from '../constants';
import { donateeSearchText, hasDonation, searchDonatees, toggleDonatee } from './donations';

const donatees = [
  { id: 1, identifier: 'caritas', name: 'Caritas', description: 'Hilfe in Not' },
  { id: 2, identifier: 'tierschutz', name: 'Tierschutzverein', description: null },
];

describe('donatee search (SPEC §5) and donation (SPEC §4, §9)', () => {
  it('filters by name or description, case-insensitive', () => {
    expect(searchDonatees(donatees, 'CARI')).toEqual([donatees[0]]);
    expect(searchDonatees(donatees, 'not')).toEqual([donatees[0]]);
    expect(searchDonatees(donatees, '  ')).toEqual(donatees);
  });

  it("says 'Keine passende Organisation gefunden.' for an empty result", () => {
    expect(donateeSearchText(searchDonatees(donatees, 'feuerwehr'))).toBe(
      'Keine passende Organisation gefunden.',
    );
    expect(donateeSearchText(donatees)).toBeNull();
  });

  it('donation selection toggles on a second click of the same recipient', () => {
    expect(toggleDonatee(1, 1)).toBeNull();
    expect(toggleDonatee(1, 2)).toBe(2);
  });

  it('adds 0.07 per order only with the donations plugin and a chosen donatee', () => {
    expect(DONATION_AMOUNT).toBe(0.07);
    expect(hasDonation({ donatee: { id: 1 } }, { enablePluginDonations: true })).toBe(true);
    expect(hasDonation({ donatee: null }, { enablePluginDonations: true })).toBe(false);
    expect(hasDonation({ donatee: { id: 1 } }, { enablePluginDonations: false })).toBe(false);
  });
});
