export { useHashPath, hashPath, navigateTo, DEFAULT_SECTION } from './use-hash-path';
export { useLeaveGuard, mayLeave } from './leave-guard';
export { sectionOf, visibleSections, type Section, type Viewer } from './sections';
export { noticeSection } from './NoticeSection';
