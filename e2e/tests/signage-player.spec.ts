import { expect, test } from '../support/fixtures';
import { AdminApi, commandState, pairingCodeOf, SignageSetup, turnsWhileRunning, type Created } from '../support/signage';

/**
 * Issue 23, two browser contexts: a new TV opens /signage/player and shows its pairing code; an
 * administrator (the other context, through the API) registers a TV with that code and a scene
 * whose one region streams three short segments. The TV plays them in order, each for its
 * duration, read from the turns' start times on the TV's own clock (paused and moved by the test:
 * no timing). A message sent to the TV shows on it and is acknowledged. Everything created is
 * deleted again, so the other journeys see the demo data as seeded.
 */
test('a TV pairs by code, plays three segments in order with their durations and acknowledges a command', async ({ browser, page, pageErrors }) => {
  const admin = await AdminApi.open(browser);
  const setup = new SignageSetup(admin);

  try {
    const durations = [2, 3, 2];
    const segments: Created[] = [];
    for (const [index, durationSeconds] of durations.entries()) segments.push(await setup.blockSegment(`Sequenz ${index + 1}`, durationSeconds));
    const programme = await setup.fullScreenProgramme(segments.map((segment) => ({ segment })));

    // The TV: a fresh browser context, its clock under the test's control.
    await page.clock.install();
    const code = await pairingCodeOf(page);
    await expect(page.getByTestId('signage-pairing')).toContainText('Geben Sie diesen Code im Backoffice unter Digital Signage → TVs ein.');
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
    const tv = await setup.registerTv(code, programme);

    // The TV's next poll finds the pairing and starts playing.
    await page.clock.runFor(3_000);
    await expect(page.getByTestId('signage-segment')).toHaveAttribute('data-segment', String(segments[0]?.id));

    // One loop and the start of the next, in steps, so every switch renders before the next is due.
    const turns = await turnsWhileRunning(page, 7_200);
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
    await expect.poll(() => commandState(admin, tv.id, sent.id)).toBe('acknowledged');
    expect(pageErrors).toEqual([]);
  } finally {
    await setup.cleanUp();
    await admin.dispose();
  }
});
