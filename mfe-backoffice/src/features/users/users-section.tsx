/** The users' back-office section `#/users` (administrators): the generic list, the account form below it. */
import { EntityListScreen, editModeOf } from '../entities';
import type { Section } from '../frame';
import { UserEditScreen } from './components/UserEditScreen';
import { USERS_SCREEN } from './users-screen';

export const usersSection: Section = {
  path: USERS_SCREEN.path,
  label: USERS_SCREEN.label,
  forEmployees: USERS_SCREEN.forEmployees,
  render(subPath, viewer) {
    const mode = editModeOf(subPath);
    if (mode === 'list') return <EntityListScreen screen={USERS_SCREEN} canWrite viewer={viewer} />;
    return mode === null ? null : <UserEditScreen mode={mode} />;
  },
};
