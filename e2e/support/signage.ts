import { expect, type APIRequestContext, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { DEMO_ADMIN } from './environment';
import type { StaffApi } from './orders';

/**
 * Issue 23 journeys: an administrator in a browser context of their own arranges scenes, streams
 * and TVs through the API; a TV (the test's page) pairs by the code it shows. Everything created
 * is deleted again in reverse order, so other journeys see the demo data as seeded.
 */

export interface Created {
  id: number;
}

/** The administrator's API in a browser context of its own (also a StaffApi for the order helpers). */
export class AdminApi implements StaffApi {
  private csrf = '';
  private constructor(
    private readonly context: BrowserContext,
    private readonly request: APIRequestContext,
  ) {}

  static async open(browser: Browser): Promise<AdminApi> {
    const context = await browser.newContext();
    const admin = new AdminApi(context, context.request);
    await admin.logIn();
    return admin;
  }

  private async logIn(): Promise<void> {
    this.csrf = ((await (await this.request.get('/api/csrf')).json()) as { data: { csrfToken: string } }).data.csrfToken;
    expect((await this.request.post('/api/login', { data: DEMO_ADMIN, headers: { 'X-CSRF-Token': this.csrf } })).ok()).toBe(true);
    this.csrf = ((await (await this.request.get('/api/csrf')).json()) as { data: { csrfToken: string } }).data.csrfToken;
  }

  private async send<T>(method: 'post' | 'put', path: string, data: unknown): Promise<T> {
    const response = await this.request[method](path, { data, headers: { 'X-CSRF-Token': this.csrf } });
    expect(response.ok(), `${method.toUpperCase()} ${path}: ${await response.text()}`).toBe(true);
    return ((await response.json()) as { data: T }).data;
  }

  post<T = Created>(path: string, data: unknown = {}): Promise<T> {
    return this.send<T>('post', path, data);
  }

  put<T = unknown>(path: string, data: unknown): Promise<T> {
    return this.send<T>('put', path, data);
  }

  async get<T>(path: string): Promise<T> {
    return ((await (await this.request.get(path)).json()) as { data: T }).data;
  }

  async delete(path: string): Promise<void> {
    await this.request.delete(path, { headers: { 'X-CSRF-Token': this.csrf } });
  }

  dispose(): Promise<void> {
    return this.context.close();
  }
}

export interface StreamEntry {
  segment: Created;
  durationSeconds?: number | null;
  weekdays?: string[];
  fromTime?: string | null;
  toTime?: string | null;
}

/** What a journey creates for its TV, removed again by `cleanUp()`. */
export class SignageSetup {
  private readonly created: string[] = [];
  readonly suffix = Date.now().toString(36);

  constructor(readonly admin: AdminApi) {}

  private async create(path: string, body: unknown): Promise<Created> {
    const created = await this.admin.post(path, body);
    this.created.unshift(`${path}/${created.id}`);
    return created;
  }

  segment(name: string, body: Record<string, unknown>): Promise<Created> {
    return this.create('/api/digital-signage-segments', { name: `E2E ${name} ${this.suffix}`, ...body });
  }

  /** A text segment (the demo's block 2) shown for `durationSeconds`. */
  blockSegment(name: string, durationSeconds: number): Promise<Created> {
    return this.segment(name, { type: 'block', durationSeconds, block: { id: 2 } });
  }

  /** A full-screen scene ('vollbild') whose region loops these entries, on a TV of `branch`. */
  async fullScreenProgramme(entries: StreamEntry[], branch: number | null = null): Promise<{ scene: Created; stream: Created }> {
    const scene = await this.create('/api/scenes', {
      name: `E2E Szene ${this.suffix}`,
      path: `e2e-${this.suffix}`,
      orientation: 'landscape',
      regions: [{ name: 'vollbild', x: 0, y: 0, width: 100, height: 100 }],
    });
    const stream = await this.create('/api/digital-signage-streams', {
      name: `E2E Stream ${this.suffix}`,
      branch: branch === null ? null : { id: branch },
      entries: entries.map((entry) => ({
        segment: { id: entry.segment.id },
        durationSeconds: entry.durationSeconds ?? null,
        weekdays: entry.weekdays ?? [],
        fromTime: entry.fromTime ?? null,
        toTime: entry.toTime ?? null,
        fromDate: null,
        toDate: null,
      })),
    });
    return { scene, stream };
  }

  /** Registers the TV showing `code` (branch 1 unless told) to play the programme full screen. */
  registerTv(code: string, programme: { scene: Created; stream: Created }, branch = 1): Promise<Created> {
    return this.create('/api/digital-signage-devices', {
      name: `E2E TV ${this.suffix}`,
      branch: { id: branch },
      orientation: 'landscape',
      scene: { id: programme.scene.id },
      regions: [{ region: 'vollbild', stream: { id: programme.stream.id } }],
      pairingCode: code,
    });
  }

  async cleanUp(): Promise<void> {
    for (const path of this.created) await this.admin.delete(path);
  }
}

/** Opens the player on a new TV and reads the pairing code it shows. */
export async function pairingCodeOf(page: Page): Promise<string> {
  await page.goto('/signage/player');
  await expect(page.getByTestId('signage-pairing')).toContainText('Kopplungscode');
  const code = (await page.getByTestId('signage-pairing-code').textContent())?.trim() ?? '';
  expect(code).toMatch(/^[A-Z0-9]{6}$/);
  return code;
}

/** Pairs a TV on a running clock: registered with its code, it plays once its poll found the pairing. */
export async function pairTv(page: Page, setup: SignageSetup, programme: { scene: Created; stream: Created }, branch = 1): Promise<Created> {
  const tv = await setup.registerTv(await pairingCodeOf(page), programme, branch);
  await expect(page.getByTestId('signage-segment')).toBeVisible();
  return tv;
}

/** The turn on screen: which segment and when it began (the browser's clock, ms). */
export async function currentTurn(page: Page): Promise<{ segment: number; startedAt: number } | null> {
  const layer = page.getByTestId('signage-segment');
  if ((await layer.count()) === 0) return null;
  const [segment, startedAt] = await Promise.all([layer.getAttribute('data-segment'), layer.getAttribute('data-started-at')]);
  return { segment: Number(segment), startedAt: Number(startedAt) };
}

/** Runs a paused clock for `ms` in 100 ms steps and records each new turn, so every switch renders. */
export async function turnsWhileRunning(page: Page, ms: number): Promise<Array<{ segment: number; startedAt: number }>> {
  const turns: Array<{ segment: number; startedAt: number }> = [];
  for (let passed = 0; passed <= ms; passed += 100) {
    const turn = await currentTurn(page);
    if (turn && turn.startedAt !== turns.at(-1)?.startedAt) turns.push(turn);
    await page.clock.runFor(100);
  }
  return turns;
}

export interface DeviceCommand {
  id: number;
  command: string;
  state: string;
}

/** The state of one of a TV's commands, as the back-office lists them. */
export async function commandState(admin: AdminApi, tvId: number, commandId: number): Promise<string | undefined> {
  return (await admin.get<DeviceCommand[]>(`/api/digital-signage-devices/${tvId}/commands`)).find((command) => command.id === commandId)?.state;
}
