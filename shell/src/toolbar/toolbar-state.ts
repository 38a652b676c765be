import { branchStateAt, type Branch } from '@theke/ui';

/** SPEC §2 toolbar: how many locations are open, or the selected branch's state. */
export type ToolbarSummary = { kind: 'open'; count: number } | { kind: 'allClosed' };

export type SelectedBranchState =
  | { kind: 'open'; closesAt: Date | null; closingSoon: boolean }
  | { kind: 'closed' };

/** Only public branches count: non-public ones appear inactive (SPEC §2 branch list). */
export function countOpenBranches(branches: readonly Branch[], now: Date, timeZone: string): number {
  return branches.filter((branch) => branch.isPublic && branchStateAt(branch, now, timeZone).isOpen).length;
}

export function toolbarSummary(branches: readonly Branch[], now: Date, timeZone: string): ToolbarSummary {
  const count = countOpenBranches(branches, now, timeZone);
  return count === 0 ? { kind: 'allClosed' } : { kind: 'open', count };
}

/** 'Geöffnet bis {time}' (warning when closing within 60 minutes) or 'Geschlossen'. */
export function selectedBranchState(branch: Branch, now: Date, timeZone: string): SelectedBranchState {
  const state = branchStateAt(branch, now, timeZone);
  if (!state.isOpen) return { kind: 'closed' };
  return { kind: 'open', closesAt: state.closesAt, closingSoon: state.isClosingSoon };
}
