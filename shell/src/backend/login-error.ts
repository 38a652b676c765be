import { isApiError, translate, type TranslationKey } from '@theke/ui';

/**
 * SPEC §5 login errors by the gateway's error code, used when it sends no German message. (Too many
 * attempts always comes with the server's message: only it knows the minutes to wait.)
 */
const LOGIN_ERROR_KEYS: Record<string, TranslationKey> = {
  invalid_credentials: 'login.invalidCredentials',
  account_expired: 'login.accountExpired',
  account_disabled: 'login.accountDisabled',
  account_locked: 'login.accountLocked',
  invalid_login_link: 'login.invalidLoginLink',
  invalid_csrf_token: 'login.invalidCsrf',
};

export function loginErrorMessage(error: unknown): string {
  if (!isApiError(error)) return translate('messages.unknownError');
  const first = error.errors[0];
  if (first?.message) return first.message;
  const key = first?.code ? LOGIN_ERROR_KEYS[first.code.toLowerCase()] : undefined;
  if (key) return translate(key);
  if (error.status === 401) return translate('login.invalidCredentials');
  if (error.status === 403) return translate('login.invalidCsrf');
  return translate('messages.unknownError');
}
