/** The managers' monthly timesheets (issue 21, ADR 0041): corrections, approval, CSV and PDF export. */
export { timeSheetsSection } from './time-sheets-section';
export { TimeSheetScreen } from './components/TimeSheetScreen';
export { ProjectTimes } from './components/ProjectTimes';
export { useMonthlySheets } from './api/use-time-sheet';
export { recentMonths, recentWarnings, RECENT_WARNING_DAYS } from './recent-warnings';
