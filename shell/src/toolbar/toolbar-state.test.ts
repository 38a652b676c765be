import type { Branch, OpeningHourRule } from '@theke/ui';
import { countOpenBranches, selectedBranchState, toolbarSummary } from './toolbar-state';

const TZ = 'Europe/Vienna';
// Wednesday 5 March 2025, 10:30 in Vienna (UTC+1).
const wednesdayMorning = new Date('2025-03-05T09:30:00Z');

const daily = (from: string, to: string): OpeningHourRule[] => [{ type: 'daily', from, to, isClosed: false }];

const branch = (id: number, openingHours: OpeningHourRule[], isPublic = true): Branch =>
  ({
    id,
    identifier: `b${id}`,
    name: `Filiale ${id}`,
    isPublic,
    openingHours,
    deliveryHours: [],
    isDeliveryHoursEnabled: false,
  }) as unknown as Branch;

describe('toolbar counting (SPEC §2)', () => {
  it('counts the branches open now', () => {
    const branches = [branch(1, daily('08:00', '18:00')), branch(2, daily('08:00', '18:00')), branch(3, daily('14:00', '18:00'))];
    expect(countOpenBranches(branches, wednesdayMorning, TZ)).toBe(2);
    expect(toolbarSummary(branches, wednesdayMorning, TZ)).toEqual({ kind: 'open', count: 2 });
  });

  it('reports one open location in the singular form', () => {
    expect(toolbarSummary([branch(1, daily('08:00', '18:00'))], wednesdayMorning, TZ)).toEqual({ kind: 'open', count: 1 });
  });

  it("reports 'Alle Standorte geschlossen' when none is open", () => {
    expect(toolbarSummary([branch(1, daily('14:00', '18:00')), branch(2, [])], wednesdayMorning, TZ)).toEqual({
      kind: 'allClosed',
    });
  });

  it('does not count non-public branches', () => {
    expect(countOpenBranches([branch(1, daily('08:00', '18:00'), false)], wednesdayMorning, TZ)).toBe(0);
  });

  it('gives the selected branch its closing time, with a warning under 60 minutes', () => {
    const open = selectedBranchState(branch(1, daily('08:00', '18:00')), wednesdayMorning, TZ);
    expect(open).toEqual({ kind: 'open', closesAt: new Date('2025-03-05T17:00:00Z'), closingSoon: false });
    const soon = selectedBranchState(branch(1, daily('08:00', '11:00')), wednesdayMorning, TZ);
    expect(soon).toMatchObject({ kind: 'open', closingSoon: true });
    expect(selectedBranchState(branch(1, []), wednesdayMorning, TZ)).toEqual({ kind: 'closed' });
  });
});
