import type { APIRequestContext, Page } from '@playwright/test';
import { DEMO_ADMIN } from '../support/environment';
import { expect, test } from '../support/fixtures';

/**
 * Issue 23, two browser contexts: a new TV opens /signage/player and shows its pairing code; an
 * administrator (the other context, through the API) registers a TV with that code and a scene
 * whose one region streams three short segments. The TV plays them in order, each for its
 * duration, read from the turns' start times on the TV's own clock (paused and moved by the test:
 * no timing). A message sent to the TV shows on it and is acknowledged. Everything created is
 * deleted again, so the other journeys see the demo data as seeded.
 */

interface Created {
  id: number;
}

class AdminApi {
  private csrf = '';
  constructor(private readonly request: APIRequestContext) {}

  async logIn(): Promise<void> {
    this.csrf = ((await (await this.request.get('/api/csrf')).json()) as { data: { csrfToken: string } }).data.csrfToken;
    expect((await this.request.post('/api/login', { data: DEMO_ADMIN, headers: { 'X-CSRF-Token': this.csrf } })).ok()).toBe(true);
    this.csrf = ((await (await this.request.get('/api/csrf')).json()) as { data: { csrfToken: string } }).data.csrfToken;
  }

  async post<T = Created>(path: string, data: unknown): Promise<T> {
    const response = await this.request.post(path, { data, headers: { 'X-CSRF-Token': this.csrf } });
    expect(response.ok(), `${path}: ${await response.text()}`).toBe(true);
    return ((await response.json()) as { data: T }).data;
  }

  async get<T>(path: string): Promise<T> {
    return ((await (await this.request.get(path)).json()) as { data: T }).data;
  }

  async delete(path: string): Promise<void> {
    await this.request.delete(path, { headers: { 'X-CSRF-Token': this.csrf } });
  }
}

/** The turn on screen: which segment and when it began (the browser's clock, ms). */
async function currentTurn(page: Page): Promise<{ segment: number; startedAt: number } | null> {
  const layer = page.getByTestId('signage-segment');
  if ((await layer.count()) === 0) return null;
  const [segment, startedAt] = await Promise.all([layer.getAttribute('data-segment'), layer.getAttribute('data-started-at')]);
  return { segment: Number(segment), startedAt: Number(startedAt) };
}

test('a TV pairs by code, plays three segments in order with their durations and acknowledges a command', async ({ browser, page, pageErrors }) => {
  const suffix = Date.now().toString(36);
  const adminContext = await browser.newContext();
  const admin = new AdminApi(adminContext.request);
  await admin.logIn();
  const cleanup: string[] = [];

  try {
    const durations = [2, 3, 2];
    const segments: Created[] = [];
    for (const [index, durationSeconds] of durations.entries()) {
      const segment = await admin.post('/api/digital-signage-segments', { name: `E2E Sequenz ${index + 1} ${suffix}`, type: 'block', durationSeconds, block: { id: 2 } });
      segments.push(segment);
      cleanup.unshift(`/api/digital-signage-segments/${segment.id}`);
    }
    const scene = await admin.post('/api/scenes', {
      name: `E2E Szene ${suffix}`,
      path: `e2e-${suffix}`,
      orientation: 'landscape',
      regions: [{ name: 'vollbild', x: 0, y: 0, width: 100, height: 100 }],
    });
    cleanup.unshift(`/api/scenes/${scene.id}`);
    const stream = await admin.post('/api/digital-signage-streams', {
      name: `E2E Stream ${suffix}`,
      branch: null,
      entries: segments.map((segment) => ({ segment: { id: segment.id }, durationSeconds: null, weekdays: [], fromTime: null, toTime: null, fromDate: null, toDate: null })),
    });
    cleanup.unshift(`/api/digital-signage-streams/${stream.id}`);

    // The TV: a fresh browser context, its clock under the test's control.
    await page.clock.install();
    await page.goto('/signage/player');
    await expect(page.getByTestId('signage-pairing')).toContainText('Kopplungscode');
    await expect(page.getByTestId('signage-pairing')).toContainText('Geben Sie diesen Code im Backoffice unter Digital Signage → TVs ein.');
    const code = (await page.getByTestId('signage-pairing-code').textContent())?.trim() ?? '';
    expect(code).toMatch(/^[A-Z0-9]{6}$/);
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);

    const tv = await admin.post('/api/digital-signage-devices', {
      name: `E2E TV ${suffix}`,
      branch: { id: 1 },
      orientation: 'landscape',
      scene: { id: scene.id },
      regions: [{ region: 'vollbild', stream: { id: stream.id } }],
      pairingCode: code,
    });
    cleanup.unshift(`/api/digital-signage-devices/${tv.id}`);

    // The TV's next poll finds the pairing and starts playing.
    await page.clock.runFor(3_000);
    await expect(page.getByTestId('signage-segment')).toHaveAttribute('data-segment', String(segments[0]?.id));

    // One loop and the start of the next, in steps, so every switch renders before the next is due.
    const turns: Array<{ segment: number; startedAt: number }> = [];
    for (let passed = 0; passed <= 7_200; passed += 100) {
      const turn = await currentTurn(page);
      if (turn && turn.startedAt !== turns.at(-1)?.startedAt) turns.push(turn);
      await page.clock.runFor(100);
    }
    const order = turns.map((turn) => turn.segment);
    expect(order.slice(0, 4)).toEqual([segments[0]?.id, segments[1]?.id, segments[2]?.id, segments[0]?.id]);
    const lengths = turns.slice(1, 4).map((turn, index) => turn.startedAt - (turns[index]?.startedAt ?? 0));
    expect(lengths).toEqual(durations.map((seconds) => seconds * 1_000));

    // A message to the TV: shown, and acknowledged by it.
    const sent = await admin.post<{ id: number; state: string }>(`/api/digital-signage-devices/${tv.id}/command`, {
      command: 'message',
      message: 'Bitte an Kassa 2 abholen',
    });
    expect(sent.state).toBe('pending');
    await expect(page.getByTestId('signage-message')).toHaveText('Bitte an Kassa 2 abholen');
    await expect
      .poll(async () => (await admin.get<Array<{ id: number; state: string }>>(`/api/digital-signage-devices/${tv.id}/commands`)).find((command) => command.id === sent.id)?.state)
      .toBe('acknowledged');
    expect(pageErrors).toEqual([]);
  } finally {
    for (const path of cleanup) await admin.delete(path);
    await adminContext.close();
  }
});
