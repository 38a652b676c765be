// A local SMTP server for tests (service tests and the e2e platform): the real protocol, no mocks.
import { SMTPServer } from 'smtp-server';

export interface ReceivedAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
  /** A header as sent (encoded words left as they are). */
  header(name: string): string | null;
  /** The Subject with its encoded words decoded. */
  subject: string | null;
  /** The text/plain parts, transfer encoding undone (a quoted-printable line break no longer splits a link). */
  text: string;
  /** The text/html parts, transfer encoding undone. */
  html: string;
  attachments: ReceivedAttachment[];
}

const unfold = (headers: string) => headers.replace(/\r?\n[ \t]+/g, ' ');

function splitPart(part: string): { headers: string; body: string } {
  const match = /\r?\n\r?\n/.exec(part);
  if (!match) return { headers: unfold(part), body: '' };
  return { headers: unfold(part.slice(0, match.index)), body: part.slice(match.index + match[0].length) };
}

const headerOf = (headers: string, name: string) =>
  new RegExp(`^${name}:\\s*(.*)$`, 'im').exec(headers)?.[1]?.trim() ?? null;

const fromHex = (text: string) =>
  text.replace(/=([0-9A-F]{2})/gi, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));

function decodeBody(body: string, encoding: string | null): Buffer {
  switch (encoding?.toLowerCase()) {
    case 'base64':
      return Buffer.from(body.replace(/\s+/g, ''), 'base64');
    case 'quoted-printable':
      return Buffer.from(fromHex(body.replace(/=\r?\n/g, '')), 'latin1');
    default:
      return Buffer.from(body, 'utf8');
  }
}

/** RFC 2047 encoded words (nodemailer's UTF-8 subjects). */
function decodeWords(value: string): string {
  return value.replace(/=\?UTF-8\?([QB])\?([^?]*)\?=\s*/gi, (_match, encoding: string, data: string) =>
    encoding.toUpperCase() === 'B'
      ? Buffer.from(data, 'base64').toString('utf8')
      : Buffer.from(fromHex(data.replace(/_/g, ' ')), 'latin1').toString('utf8'),
  );
}

interface MailParts {
  text: string[];
  html: string[];
  attachments: ReceivedAttachment[];
}

/** Just enough MIME for nodemailer's messages: nested multiparts, base64 and quoted-printable parts. */
function collectParts(part: { headers: string; body: string }, into: MailParts): void {
  const contentType = headerOf(part.headers, 'Content-Type') ?? 'text/plain';
  const boundary = /boundary="?([^";\r\n]+)"?/i.exec(contentType)?.[1];
  if (/^multipart\//i.test(contentType) && boundary) {
    for (const child of part.body.split(`--${boundary}`).slice(1, -1)) collectParts(splitPart(child), into);
    return;
  }
  const disposition = headerOf(part.headers, 'Content-Disposition') ?? '';
  const content = decodeBody(part.body, headerOf(part.headers, 'Content-Transfer-Encoding'));
  if (/^attachment/i.test(disposition)) {
    into.attachments.push({
      filename: /filename="?([^";]+)"?/i.exec(disposition)?.[1] ?? '',
      contentType: contentType.split(';')[0]?.trim() ?? '',
      content,
    });
  } else if (/^text\/html/i.test(contentType)) {
    into.html.push(content.toString('utf8'));
  } else {
    into.text.push(content.toString('utf8'));
  }
}

function parseMail(raw: string, from: string, to: string[]): ReceivedMail {
  const top = splitPart(raw);
  const parts: MailParts = { text: [], html: [], attachments: [] };
  collectParts(top, parts);
  const subject = headerOf(top.headers, 'Subject');
  return {
    from,
    to,
    raw,
    header: (name) => headerOf(top.headers, name),
    subject: subject === null ? null : decodeWords(subject),
    text: parts.text.join('\n'),
    html: parts.html.join('\n'),
    attachments: parts.attachments,
  };
}

/** A local SMTP server speaking the real protocol; collects what it receives. */
export class TestSmtpServer {
  readonly received: ReceivedMail[] = [];
  private server: SMTPServer | null = null;

  constructor(readonly port: number) {}

  async start(): Promise<void> {
    this.server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          const envelope = session.envelope;
          const from = envelope.mailFrom ? envelope.mailFrom.address : '';
          this.received.push(
            parseMail(
              Buffer.concat(chunks).toString('utf8'),
              from,
              envelope.rcptTo.map((rcpt) => rcpt.address),
            ),
          );
          callback();
        });
      },
    });
    const server = this.server;
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.port, '127.0.0.1', () => resolve());
    });
  }

  stop(): Promise<void> {
    const server = this.server;
    this.server = null;
    return new Promise((resolve) => (server ? server.close(() => resolve()) : resolve()));
  }
}
