/** The users' screen in the generic entity list: nav label 'Benutzer', administrators only. */
import { userDescription } from '@theke/contracts';
import type { EntityScreen } from '../entities';

export const USERS_SCREEN: EntityScreen = {
  description: userDescription,
  path: '/users',
  label: 'Benutzer',
  forEmployees: false,
};
