import {
  ACTIVITY_ACTIONS,
  ACTIVITY_STATES,
  TIME_TRACKING_ACTION_LABELS,
  activityStateOf,
  activityTransition,
  allowedActivityActions,
} from './activity-state';

describe('clocking state machine (issue 21, ADR 0041)', () => {
  it('follows the transition table for every action from every state', () => {
    const table = Object.fromEntries(
      ACTIVITY_STATES.map((state) => [
        state,
        Object.fromEntries(
          ACTIVITY_ACTIONS.map((action) => {
            const result = activityTransition(state, action);
            return [action, result.ok ? result.next : result.code];
          }),
        ),
      ]),
    );
    expect(table).toEqual({
      idle: { start: 'running', pause: 'not-running', resume: 'not-running', end: 'not-running' },
      running: { start: 'already-running', pause: 'paused', resume: 'not-paused', end: 'ended' },
      paused: { start: 'already-running', pause: 'already-paused', resume: 'running', end: 'ended' },
      ended: { start: 'running', pause: 'not-running', resume: 'not-running', end: 'not-running' },
    });
  });

  it('refuses with the German message that belongs to each code', () => {
    expect(activityTransition('running', 'start')).toEqual({
      ok: false,
      code: 'already-running',
      message: 'Die Zeiterfassung läuft bereits.',
    });
    expect(activityTransition('paused', 'start')).toMatchObject({
      message: 'Die Zeiterfassung läuft bereits.',
    });
    expect(activityTransition('idle', 'end')).toMatchObject({ message: 'Es läuft keine Zeiterfassung.' });
    expect(activityTransition('ended', 'pause')).toMatchObject({ message: 'Es läuft keine Zeiterfassung.' });
    expect(activityTransition('paused', 'pause')).toMatchObject({
      code: 'already-paused',
      message: 'Die Zeiterfassung ist bereits pausiert.',
    });
    expect(activityTransition('running', 'resume')).toMatchObject({
      code: 'not-paused',
      message: 'Die Zeiterfassung ist nicht pausiert.',
    });
  });

  it('offers exactly the actions that fit as buttons, labelled as pinned', () => {
    expect(TIME_TRACKING_ACTION_LABELS).toEqual({
      start: 'Starten',
      pause: 'Pause',
      resume: 'Fortsetzen',
      end: 'Beenden',
    });
    expect(allowedActivityActions('idle')).toEqual(['start']);
    expect(allowedActivityActions('running')).toEqual(['pause', 'end']);
    expect(allowedActivityActions('paused')).toEqual(['resume', 'end']);
    expect(allowedActivityActions('ended')).toEqual(['start']);
  });

  it('reads the state of a stored activity', () => {
    const start = '2025-03-03T07:00:00.000Z';
    expect(activityStateOf(null)).toBe('idle');
    expect(activityStateOf(undefined)).toBe('idle');
    expect(activityStateOf({ end: null, pauses: [] })).toBe('running');
    expect(activityStateOf({ end: null, pauses: [{ start, end: '2025-03-03T07:30:00.000Z' }] })).toBe(
      'running',
    );
    expect(activityStateOf({ end: null, pauses: [{ start, end: null }] })).toBe('paused');
    expect(activityStateOf({ end: '2025-03-03T15:00:00.000Z', pauses: [] })).toBe('ended');
  });
});
