import { type MailSettings, mailSettingsFromEnv } from '@theke/server';

/**
 * What the gateway's login links read from the environment, in one place; tests pass their own
 * (`startGateway({ mail, publicUrl })`).
 */
export interface LoginLinkSettings {
  /** `SMTP_URL` and `MAIL_FROM` (default 'Theke <backend@theke.local>'); without SMTP_URL mails are logged. */
  mail: MailSettings;
  /** `PUBLIC_URL`, e.g. https://bestellen.example.at: the address links in e-mails start with. */
  publicUrl: string | null;
}

export function loginLinkSettingsFromEnv(env: NodeJS.ProcessEnv = process.env): LoginLinkSettings {
  return {
    mail: mailSettingsFromEnv('Theke <backend@theke.local>', env),
    publicUrl: env.PUBLIC_URL ? env.PUBLIC_URL.replace(/\/+$/, '') : null,
  };
}
