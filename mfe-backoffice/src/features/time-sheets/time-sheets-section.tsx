/** The monthly timesheets' back-office section: `#/time-sheets` 'Stundenzettel', administrators only. */
import type { Section } from '../frame';
import { TimeSheetScreen } from './components/TimeSheetScreen';

export const timeSheetsSection: Section = {
  path: '/time-sheets',
  label: 'Stundenzettel',
  forEmployees: false,
  render: (subPath) => (subPath === '' ? <TimeSheetScreen /> : null),
};
