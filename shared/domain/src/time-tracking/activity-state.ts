/**
 * The one clocking state machine (issue 21, docs/adr/0041-time-tracking.md): idle → running ⇄
 * paused → ended. svc-workforce refuses an action that does not fit with 409 and the message here;
 * the employee screen offers exactly the actions this allows.
 */

export const ACTIVITY_STATES = ['idle', 'running', 'paused', 'ended'] as const;
export type ActivityState = (typeof ACTIVITY_STATES)[number];

export const ACTIVITY_ACTIONS = ['start', 'pause', 'resume', 'end'] as const;
export type ActivityAction = (typeof ACTIVITY_ACTIONS)[number];

/** The employee screen's buttons (pinned by issue 21). */
export const TIME_TRACKING_ACTION_LABELS: Readonly<Record<ActivityAction, string>> = {
  start: 'Starten',
  pause: 'Pause',
  resume: 'Fortsetzen',
  end: 'Beenden',
};

export type ActivityRefusalCode = 'already-running' | 'not-running' | 'already-paused' | 'not-paused';

export const ACTIVITY_REFUSALS: Readonly<Record<ActivityRefusalCode, string>> = {
  'already-running': 'Die Zeiterfassung läuft bereits.',
  'not-running': 'Es läuft keine Zeiterfassung.',
  'already-paused': 'Die Zeiterfassung ist bereits pausiert.',
  'not-paused': 'Die Zeiterfassung ist nicht pausiert.',
};

export type ActivityTransition =
  { ok: true; next: ActivityState } | { ok: false; message: string; code: ActivityRefusalCode };

const to = (next: ActivityState): ActivityTransition => ({ ok: true, next });
const refuse = (code: ActivityRefusalCode): ActivityTransition => ({
  ok: false,
  code,
  message: ACTIVITY_REFUSALS[code],
});

/**
 * | state \ action | start           | pause          | resume      | end         |
 * |----------------|-----------------|----------------|-------------|-------------|
 * | idle, ended    | running         | not-running    | not-running | not-running |
 * | running        | already-running | paused         | not-paused  | ended       |
 * | paused         | already-running | already-paused | running     | ended       |
 */
export function activityTransition(state: ActivityState, action: ActivityAction): ActivityTransition {
  // An ended activity leaves the employee free to start the next one, as if idle.
  const clocking = state === 'running' || state === 'paused';
  switch (action) {
    case 'start':
      return clocking ? refuse('already-running') : to('running');
    case 'pause':
      if (!clocking) return refuse('not-running');
      return state === 'paused' ? refuse('already-paused') : to('paused');
    case 'resume':
      if (!clocking) return refuse('not-running');
      return state === 'running' ? refuse('not-paused') : to('running');
    case 'end':
      return clocking ? to('ended') : refuse('not-running');
  }
}

/** The actions that fit a state: the buttons the employee screen shows. */
export function allowedActivityActions(state: ActivityState): ActivityAction[] {
  return ACTIVITY_ACTIONS.filter((action) => activityTransition(state, action).ok);
}

/** A stored activity as far as its state goes (ISO instants; `end: null` is still open). */
export interface ActivityClocking {
  end: string | null;
  pauses: ReadonlyArray<{ start: string; end: string | null }>;
}

/** The state a stored activity is in; no activity at all is idle. */
export function activityStateOf(activity: ActivityClocking | null | undefined): ActivityState {
  if (!activity) return 'idle';
  if (activity.end !== null) return 'ended';
  return activity.pauses.some((pause) => pause.end === null) ? 'paused' : 'running';
}
