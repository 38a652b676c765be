/** Staff accounts (issue 19): 'Benutzer' for administrators, and everyone's own password. */
export { usersSection } from './users-section';
export { OwnPasswordButton } from './components/OwnPasswordDialog';
