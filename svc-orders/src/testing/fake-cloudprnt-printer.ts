/**
 * A Star CloudPRNT client as a printer runs it (HTTP method): POST polls with its status, GET
 * the offered job in one of the offered media types, DELETE with the result code. It keeps what
 * it printed, for tests.
 */
export interface PollAnswer {
  jobReady: boolean;
  mediaTypes?: string[];
  jobToken?: string;
  clientAction?: Array<{ request: string; options: string }>;
}

export interface FakePrinterOptions {
  /** The CloudPRNT URL entered in the printer. */
  url: string;
  mac?: string;
  /** Answers to client actions, as a real printer would give them. */
  actionResults?: Record<string, string>;
  /** The media type the printer prefers when offered. */
  preferredType?: string;
}

export class FakeCloudPrntPrinter {
  readonly printed: string[] = [];
  private pendingResults: Array<{ request: string; result: string }> = [];
  readonly mac: string;

  constructor(private readonly options: FakePrinterOptions) {
    this.mac = options.mac ?? '00:11:62:1d:9a:b7';
  }

  private query(params: Record<string, string | undefined>): string {
    const search = new URLSearchParams({ mac: this.mac });
    for (const [key, value] of Object.entries(params)) if (value !== undefined) search.set(key, value);
    return `${this.options.url}?${search.toString()}`;
  }

  /** One poll; answers to the previous poll's client actions travel along. */
  async poll(status: Partial<{ statusCode: string; printingInProgress: boolean }> = {}): Promise<PollAnswer> {
    const response = await fetch(this.options.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        status: '23 86 00 00 00 00 00 00 00',
        printerMAC: this.mac,
        statusCode: '200%20OK',
        printingInProgress: false,
        ...status,
        ...(this.pendingResults.length > 0 ? { clientAction: this.pendingResults } : {}),
      }),
    });
    if (!response.ok) throw new Error(`poll answered ${response.status}`);
    const answer = (await response.json()) as PollAnswer;
    this.pendingResults = (answer.clientAction ?? []).map(({ request }) => ({
      request,
      result: this.options.actionResults?.[request] ?? '',
    }));
    return answer;
  }

  async fetchJob(answer: PollAnswer): Promise<{ status: number; type: string | null; body: string }> {
    const offered = answer.mediaTypes ?? [];
    const type = offered.includes(this.options.preferredType ?? '') ? this.options.preferredType : offered[0];
    const response = await fetch(this.query({ type, token: answer.jobToken }));
    return { status: response.status, type: response.headers.get('content-type'), body: await response.text() };
  }

  async confirm(answer: PollAnswer, code: string): Promise<number> {
    const response = await fetch(this.query({ code, token: answer.jobToken }), { method: 'DELETE' });
    await response.arrayBuffer();
    return response.status;
  }

  /**
   * A poll cycle: poll, and if a job is ready fetch it and confirm it with `code`
   * ('200 OK' after a good print). Returns the printed text, or null when there was no job.
   */
  async cycle(code = '200 OK'): Promise<string | null> {
    const answer = await this.poll();
    if (!answer.jobReady) return null;
    const job = await this.fetchJob(answer);
    if (job.status !== 200) throw new Error(`job GET answered ${job.status}`);
    await this.confirm(answer, code);
    if (code.startsWith('2')) this.printed.push(job.body);
    return job.body;
  }
}
