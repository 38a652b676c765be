import express, { type Express } from 'express';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A local stand-in for an outside provider: an Express app on a free port of 127.0.0.1. */
export abstract class FakeServer {
  private server: Server | null = null;
  url = '';

  protected abstract routes(app: Express): void;

  async start(): Promise<string> {
    const app = express();
    app.disable('x-powered-by');
    app.use(express.json());
    app.use(express.urlencoded({ extended: false }));
    this.routes(app);
    this.server = await new Promise<Server>((resolve, reject) => {
      const server = app.listen(0, '127.0.0.1', (error?: Error) => (error ? reject(error) : resolve(server)));
    });
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this.url;
  }

  /** Demo mode: the fake must not keep the process alive on its own. */
  unref(): void {
    this.server?.unref();
  }

  async close(): Promise<void> {
    const server = this.server;
    this.server = null;
    if (!server) return;
    await new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    });
  }
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char,
  );

/** The fake hosted payment page: the amount and one button per outcome the tester can choose. */
export function hostedPaymentPage(input: {
  provider: string;
  description: string;
  amount: string;
  action: string;
  field: string;
  choices: Array<{ value: string; label: string }>;
}): string {
  const buttons = input.choices
    .map(
      (choice) =>
        `<button type="submit" name="${escapeHtml(input.field)}" value="${escapeHtml(choice.value)}">${escapeHtml(choice.label)}</button>`,
    )
    .join('\n      ');
  return `<!doctype html>
<html lang="de">
  <head><meta charset="utf-8"><title>${escapeHtml(input.provider)} – Testzahlung</title></head>
  <body>
    <h1>${escapeHtml(input.provider)} (Testmodus)</h1>
    <p>${escapeHtml(input.description)}</p>
    <p>Betrag: <strong>${escapeHtml(input.amount)}</strong></p>
    <form method="post" action="${escapeHtml(input.action)}">
      ${buttons}
    </form>
  </body>
</html>`;
}

/** Posts a webhook the way the provider does; failures are the merchant's problem, as with the real thing. */
export async function deliverWebhook(
  url: string,
  init: { body: string; contentType: string; headers?: Record<string, string> },
): Promise<number> {
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': init.contentType, ...init.headers },
      body: init.body,
      signal: AbortSignal.timeout(10_000),
    });
    await response.arrayBuffer();
    return response.status;
  } catch {
    return 0;
  }
}
