/**
 * What svc-content reads from the environment, in one place. Tests pass overrides instead of
 * setting variables (`createContentService({ settings })`).
 */
export interface ContactMailSettings {
  /** `SMTP_URL`, e.g. smtp://user:password@mail.example.com:587; without it mails are rendered and logged, not sent. */
  smtpUrl: string | null;
  /** `MAIL_FROM`, default 'Theke Website <website@theke.local>'. */
  mailFrom: string;
  /** `CONTACT_FORM_TO`: where contact requests go; without it the config's `email`. */
  contactFormTo: string | null;
  /** How often unsent contact mails are looked for. */
  retryEveryMs: number;
  /** The first retry after a failed attempt; each further one waits twice as long, up to `retryMaxMs`. */
  retryFirstMs: number;
  retryMaxMs: number;
}

export interface ContentSettings {
  mail: ContactMailSettings;
}

export function settingsFromEnv(env: NodeJS.ProcessEnv = process.env): ContentSettings {
  return {
    mail: {
      smtpUrl: env.SMTP_URL || null,
      mailFrom: env.MAIL_FROM ?? 'Theke Website <website@theke.local>',
      contactFormTo: env.CONTACT_FORM_TO || null,
      retryEveryMs: 15_000,
      retryFirstMs: 30_000,
      retryMaxMs: 60 * 60_000,
    },
  };
}
