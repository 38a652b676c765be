import { SIGNAGE_LOG_MAX_LINE_LENGTH } from '@theke/contracts';
import { playerLog, playerLogLines } from './player-log';

describe('the player log', () => {
  it('keeps the last 200 lines, each cut to what the logs call takes, however long the TV runs', () => {
    for (let line = 0; line < 1_000; line++) playerLog(`programme: scene ${line} ${'x'.repeat(SIGNAGE_LOG_MAX_LINE_LENGTH)}`, Date.UTC(2026, 2, 4, 12));
    const lines = playerLogLines();
    expect(lines).toHaveLength(200);
    expect(lines[0]).toMatch(/^2026-03-04T12:00:00.000Z programme: scene 800 x/);
    expect(lines.at(-1)).toMatch(/scene 999 /);
    expect(Math.max(...lines.map((line) => line.length))).toBe(SIGNAGE_LOG_MAX_LINE_LENGTH);
  });
});
