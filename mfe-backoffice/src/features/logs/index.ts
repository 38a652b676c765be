/** The audit log (issue 19, SPEC §7 GET /logs): every staff change, for administrators. */
export { LogsScreen } from './components/LogsScreen';
export { logsSection } from './logs-section';
