/**
 * SPEC §4 "Cookie consent and install prompt" and §9's constants as pure rules (issue 24).
 */

/** SPEC §9: the prompt 250 ms after accepting cookies, 5000 ms after a load with consent given before. */
export const PROMPT_DELAY_AFTER_ACCEPT_MS = 250;
export const PROMPT_DELAY_WITH_CONSENT_MS = 5000;
/** SPEC §9: update check 2.5 s after load, then every 1,800,000 ms. */
export const FIRST_UPDATE_CHECK_MS = 2500;
export const UPDATE_CHECK_INTERVAL_MS = 1_800_000;
/** SPEC §9: 'pwa-dismiss' is kept one month. */
export const DISMISS_DAYS = 30;

export interface InstallSituation {
  /** Opened as the installed app (display-mode standalone, or iOS's navigator.standalone). */
  standalone: boolean;
  /** The browser can run the app: service workers (a desktop Chromium counts). */
  supported: boolean;
  /** A service worker is registered for this site already. */
  registered: boolean;
  /** The 'pwa-dismiss' cookie is 'true'. */
  dismissed: boolean;
  /** config.enablePluginPWA. */
  pluginOn: boolean;
  /** The self-service route context (kiosk): never a prompt. */
  selfService: boolean;
}

/** SPEC §4: the prompt only if not standalone, supported, not registered, not dismissed, the plugin on. */
export function mayPrompt(situation: InstallSituation): boolean {
  return (
    situation.pluginOn &&
    !situation.selfService &&
    !situation.standalone &&
    situation.supported &&
    !situation.registered &&
    !situation.dismissed
  );
}

/** When the prompt may appear: consent given on this page (250 ms) or on an earlier visit (5000 ms); none without. */
export function promptDelay(consent: 'before-load' | 'just-given' | 'none'): number | null {
  if (consent === 'none') return null;
  return consent === 'just-given' ? PROMPT_DELAY_AFTER_ACCEPT_MS : PROMPT_DELAY_WITH_CONSENT_MS;
}

export type Platform = 'android' | 'ios' | 'other';

/** Which instruction screen fits: iPadOS reports itself as a Mac with touch. */
export function platformOf(userAgent: string, maxTouchPoints: number): Platform {
  if (/android/i.test(userAgent)) return 'android';
  if (/iphone|ipad|ipod/i.test(userAgent) || (/macintosh/i.test(userAgent) && maxTouchPoints > 1)) return 'ios';
  return 'other';
}

/** The install flow (SPEC §4): prompt → registration → instructions → installed. */
export type InstallStep = 'hidden' | 'prompt' | 'registering' | 'instructions' | 'installed';

export type InstallAction = 'open' | 'accept' | 'registered' | 'done' | 'cancel' | 'skip' | 'close';

export function nextStep(step: InstallStep, action: InstallAction): InstallStep {
  switch (action) {
    case 'open':
      return step === 'hidden' ? 'prompt' : step;
    case 'accept':
      return step === 'prompt' ? 'registering' : step;
    case 'registered':
      return step === 'registering' ? 'instructions' : step;
    case 'done':
      return step === 'instructions' ? 'installed' : step;
    // Cancel unregisters the worker and shows the prompt again.
    case 'cancel':
      return 'prompt';
    case 'skip':
    case 'close':
      return 'hidden';
  }
}
