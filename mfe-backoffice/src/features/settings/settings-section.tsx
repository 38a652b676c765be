/** The settings' back-office section: `#/settings`, administrators only; the form alone, no list. */
import type { Section } from '../frame';
import { registerThemeEditors } from '../theme';
import { SettingsScreen } from './components/SettingsScreen';

registerThemeEditors();

export const settingsSection: Section = {
  path: '/settings',
  label: 'Einstellungen',
  forEmployees: false,
  render: (subPath) => (subPath === '' ? <SettingsScreen /> : null),
};
