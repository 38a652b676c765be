/**
 * The opening-state rules of @theke/domain that screens of several apps show (toolbar, branch
 * cards). Re-exported here so every app uses the shell's one copy instead of bundling its own.
 */
export { branchStateAt, isBranchOpenAt, type BranchState } from '@theke/domain';
