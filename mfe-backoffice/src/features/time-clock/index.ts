/**
 * The employee's time clock (issue 21, docs/adr/0041-time-tracking.md): the back-office section
 * 'Zeiterfassung' and the standalone page `/zeiterfassung/{username}/{token}` render one screen.
 */
export { TimeClockScreen } from './components/TimeClockScreen';
export { timeClockSection } from './time-clock-section';
export type { TimeClockLink } from './time-clock-link';
