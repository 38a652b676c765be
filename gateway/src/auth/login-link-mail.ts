import type { MailMessage } from '@theke/server';

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The login-link e-mail's German texts. */
const TEXTS = {
  subject: 'Ihr Anmelde-Link für das Backend',
  greeting: (name: string) => `Hallo ${name},`,
  intro: 'mit diesem Link melden Sie sich ohne Passwort im Backend an:',
  validity: (minutes: number) => `Der Link ist ${minutes} Minuten gültig und kann nur einmal verwendet werden.`,
  username: (username: string) => `Ihr Benutzername: ${username}`,
  ignore: 'Falls Sie keinen Anmelde-Link angefordert haben, können Sie diese E-Mail ignorieren.',
} as const;

export interface LoginLinkMailInput {
  to: string;
  name: string | null;
  username: string;
  url: string;
  validMinutes: number;
}

/** The mail with the link, as text and HTML; it names the account, since one address may have several. */
export function loginLinkMail(input: LoginLinkMailInput): MailMessage {
  const paragraphs = [
    TEXTS.greeting(input.name || input.username),
    TEXTS.intro,
    input.url,
    `${TEXTS.validity(input.validMinutes)} ${TEXTS.username(input.username)}`,
    TEXTS.ignore,
  ];
  const url = escapeHtml(input.url);
  const html = paragraphs
    .map((paragraph) => (paragraph === input.url ? `<p><a href="${url}">${url}</a></p>` : `<p>${escapeHtml(paragraph)}</p>`))
    .join('\n');
  return { to: input.to, subject: TEXTS.subject, text: paragraphs.join('\n\n'), html };
}
