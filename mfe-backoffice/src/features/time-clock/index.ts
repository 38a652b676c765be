/**
 * The employee's time clock (issue 21, docs/adr/0041-time-tracking.md): the back-office section
 * 'Zeiterfassung' (OwnTimeClock, loaded only when opened) and the standalone page
 * `/zeiterfassung/{username}/{token}` render one screen.
 */
export { TimeClockScreen } from './components/TimeClockScreen';
export { OwnTimeClock } from './components/OwnTimeClock';
export type { TimeClockLink } from './time-clock-link';
