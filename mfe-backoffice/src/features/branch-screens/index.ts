/** Branch tablet screens without a staff login: frontdesk counter display and backoffice desk by api key. */
export { BranchScreen } from './components/BranchScreen';
export { branchScreenOf, BRANCH_SCREEN_VIEWS, type BranchScreenParams } from './branch-screen';
