/** The log's back-office section: `#/logs`, administrators only (the frame shows the label as heading). */
import type { Section } from '../frame';
import { LogsScreen } from './components/LogsScreen';

export const logsSection: Section = {
  path: '/logs',
  label: 'Protokoll',
  forEmployees: false,
  render: (subPath) => (subPath === '' ? <LogsScreen /> : null),
};
