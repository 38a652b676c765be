/** PUT /api/users/me/password: every staff member changes their own password by proving the current one. */
import { api, translate } from '@theke/ui';

export const OWN_PASSWORD_URL = '/api/users/me/password';

export function changeOwnPassword(currentPassword: string, password: string): Promise<unknown> {
  return api.put(OWN_PASSWORD_URL, { currentPassword, password }, { fallbackMessage: translate('ownPassword.failed') });
}
