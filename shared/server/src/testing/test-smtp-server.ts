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
  header(name: string): string | null;
  text: string;
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

/** Just enough MIME for nodemailer's multipart/mixed messages with base64 attachments. */
function parseMail(raw: string, from: string, to: string[]): ReceivedMail {
  const top = splitPart(raw);
  const boundary = /boundary="?([^";\r\n]+)"?/i.exec(headerOf(top.headers, 'Content-Type') ?? '')?.[1];
  const parts = boundary ? top.body.split(`--${boundary}`).slice(1, -1).map(splitPart) : [];
  const attachments: ReceivedAttachment[] = [];
  let text = boundary ? '' : top.body;
  for (const part of parts) {
    const disposition = headerOf(part.headers, 'Content-Disposition') ?? '';
    const contentType = headerOf(part.headers, 'Content-Type') ?? '';
    if (/^attachment/i.test(disposition)) {
      attachments.push({
        filename: /filename="?([^";]+)"?/i.exec(disposition)?.[1] ?? '',
        contentType: contentType.split(';')[0]?.trim() ?? '',
        content: Buffer.from(part.body.replace(/\s+/g, ''), 'base64'),
      });
    } else {
      text += part.body;
    }
  }
  return { from, to, raw, header: (name) => headerOf(top.headers, name), text, attachments };
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
