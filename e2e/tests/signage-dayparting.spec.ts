import { expect, test } from '../support/fixtures';
import { AdminApi, pairingCodeOf, SignageSetup, turnsWhileRunning } from '../support/signage';

/**
 * Issue 23, dayparting on the TV's clock (Playwright's, paused and moved by the test): Friday's
 * segment until midnight, then Saturday's morning segment, which gives way to the noon one at
 * 10:30 (Europe/Vienna, UTC+2 in May). The player follows the server's clock, so the programme's
 * `serverTime` is rewritten to the TV's clock on every read.
 */
const FRIDAY_LATE = Date.parse('2025-05-16T21:58:00Z'); // Fri 23:58
const MIDNIGHT = Date.parse('2025-05-16T22:00:00Z'); // Sat 00:00
const HALF_PAST_TEN = Date.parse('2025-05-17T08:30:00Z'); // Sat 10:30

test('a stream switches at its daypart boundaries, across midnight into the next weekday', async ({ browser, page, pageErrors }) => {
  // Stepping the paused clock through two boundaries in 100 ms steps takes longer than 30 s on a busy machine.
  test.setTimeout(60_000);
  const admin = await AdminApi.open(browser);
  const setup = new SignageSetup(admin);
  try {
    const friday = await setup.blockSegment('Freitag', 4);
    const morning = await setup.blockSegment('Samstag früh', 4);
    const noon = await setup.blockSegment('Samstag Mittag', 4);
    const programme = await setup.fullScreenProgramme([
      { segment: friday, weekdays: ['5'] },
      { segment: morning, weekdays: ['6'], fromTime: '00:00', toTime: '10:30' },
      { segment: noon, weekdays: ['6'], fromTime: '10:30', toTime: '18:00' },
    ]);

    await page.route('**/api/digital-signage-player/programme*', async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { data: { serverTime: string } };
      body.data.serverTime = new Date(await page.evaluate(() => Date.now())).toISOString();
      await route.fulfill({ response, json: body });
    });
    await page.clock.install({ time: FRIDAY_LATE });
    const code = await pairingCodeOf(page);
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
    await setup.registerTv(code, programme);
    await page.clock.runFor(3_000);
    await expect(page.getByTestId('signage-segment')).toHaveAttribute('data-segment', String(friday.id));

    // Friday's segment loops until midnight; Saturday's morning one starts exactly then.
    await page.clock.pauseAt(MIDNIGHT - 6_000);
    let turns = await turnsWhileRunning(page, 12_000);
    expect(turns.find((turn) => turn.segment === morning.id)?.startedAt).toBe(MIDNIGHT);
    expect(turns.filter((turn) => turn.startedAt < MIDNIGHT).every((turn) => turn.segment === friday.id)).toBe(true);

    // The morning segment is cut at 10:30, when the noon one begins. The jump passes the player's
    // five-minute programme refresh: its answer is taken on the paused clock (offset exactly 0).
    const refreshed = page.waitForResponse('**/api/digital-signage-player/programme*');
    await page.clock.pauseAt(HALF_PAST_TEN - 6_000);
    await refreshed;
    await page.evaluate(() => undefined);
    turns = await turnsWhileRunning(page, 12_000);
    expect(turns.find((turn) => turn.segment === noon.id)?.startedAt).toBe(HALF_PAST_TEN);
    expect(turns.filter((turn) => turn.startedAt < HALF_PAST_TEN).every((turn) => turn.segment === morning.id)).toBe(true);
    expect(pageErrors).toEqual([]);
  } finally {
    await setup.cleanUp();
    await admin.dispose();
  }
});
