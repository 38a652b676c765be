/** 'Einstellungen' (issue 19): the config document's form, for administrators. */
export { SettingsScreen } from './components/SettingsScreen';
export { settingsSection } from './settings-section';
