import { expect, test } from '../support/fixtures';
import { AdminApi, commandState, pairTv, SignageSetup, type Created } from '../support/signage';

/**
 * Issue 23, offline: with the TV's network cut it keeps looping the segments it has; a message
 * sent meanwhile waits (pending) and, after reconnecting, is shown and acknowledged exactly once,
 * which the TV's own log lines (fetched with the 'logs' command) show.
 *
 * Chromium's offline mode fails new requests but leaves an open response streaming, so the TV's
 * live stream is cut by hand as well (a real network cut ends it too): its fetch is aborted.
 */
function abortableLiveStreams(): void {
  const open = new Set<AbortController>();
  const fetchOnline = window.fetch.bind(window);
  window.fetch = (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (!url.includes('/api/events')) return fetchOnline(input, init);
    const controller = new AbortController();
    init?.signal?.addEventListener('abort', () => controller.abort());
    open.add(controller);
    return fetchOnline(input, { ...init, signal: controller.signal });
  };
  (window as unknown as { cutLiveStreams: () => void }).cutLiveStreams = () => {
    for (const controller of open) controller.abort();
    open.clear();
  };
}

test('a TV without network keeps looping and runs a command sent meanwhile exactly once after reconnecting', async ({ browser, page, context, pageErrors }) => {
  // The reconnect waits for the player's 3 s pause between attempts; more than the usual 30 s in all.
  test.setTimeout(60_000);
  const admin = await AdminApi.open(browser);
  const setup = new SignageSetup(admin);
  try {
    const segments: Created[] = [await setup.blockSegment('Offline 1', 1), await setup.blockSegment('Offline 2', 1)];
    await page.addInitScript(abortableLiveStreams);
    const tv = await pairTv(page, setup, await setup.fullScreenProgramme(segments.map((segment) => ({ segment }))));
    const shown = page.getByTestId('signage-segment');

    await context.setOffline(true);
    await page.evaluate(() => (window as unknown as { cutLiveStreams: () => void }).cutLiveStreams());
    // Still looping: each segment comes round again with the network down.
    for (const segment of [segments[1], segments[0], segments[1]]) await expect(shown).toHaveAttribute('data-segment', String(segment?.id));

    const sent = await admin.post<{ id: number; state: string }>(`/api/digital-signage-devices/${tv.id}/command`, { command: 'message', message: 'Gleich wieder da' });
    for (const segment of [segments[0], segments[1]]) await expect(shown).toHaveAttribute('data-segment', String(segment?.id));
    expect(await commandState(admin, tv.id, sent.id)).toBe('pending');
    await expect(page.getByTestId('signage-message')).toHaveCount(0);

    await context.setOffline(false);
    await expect(page.getByTestId('signage-message')).toHaveText('Gleich wieder da');
    await expect.poll(() => commandState(admin, tv.id, sent.id)).toBe('acknowledged');

    // Exactly once: the TV's log has one run and one acknowledgement of it.
    const logs = await admin.post<{ id: number }>(`/api/digital-signage-devices/${tv.id}/command`, { command: 'logs' });
    await expect.poll(() => commandState(admin, tv.id, logs.id)).toBe('acknowledged');
    const [latest] = await admin.get<Array<{ command: { id: number } | null; lines: string[] }>>(`/api/digital-signage-devices/${tv.id}/logs`);
    expect(latest?.command).toEqual({ id: logs.id });
    const about = (text: string) => (latest?.lines ?? []).filter((line) => line.endsWith(`command ${sent.id}: ${text}`));
    expect(about('message')).toHaveLength(1);
    expect(about('acknowledged')).toHaveLength(1);
    expect(pageErrors).toEqual([]);
  } finally {
    await setup.cleanUp();
    await admin.dispose();
  }
});
