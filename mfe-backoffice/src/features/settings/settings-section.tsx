/** The settings' back-office section: `#/settings`, administrators only; the form alone, no list. */
import type { Section } from '../frame';
import { SettingsScreen } from './components/SettingsScreen';

export const settingsSection: Section = {
  path: '/settings',
  label: 'Einstellungen',
  forEmployees: false,
  render: (subPath) => (subPath === '' ? <SettingsScreen /> : null),
};
