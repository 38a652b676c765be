/** The branch list of the division page (SPEC §2): search, tags, opening states. */
export { BranchList } from './BranchList';
export { useStoreBranch } from './use-store-branch';
