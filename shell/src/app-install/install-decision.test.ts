import {
  mayPrompt,
  nextStep,
  platformOf,
  promptDelay,
  PROMPT_DELAY_AFTER_ACCEPT_MS,
  PROMPT_DELAY_WITH_CONSENT_MS,
  type InstallSituation,
} from './install-decision';

const READY: InstallSituation = {
  standalone: false,
  supported: true,
  registered: false,
  dismissed: false,
  pluginOn: true,
  selfService: false,
};

describe('install prompt (SPEC §4)', () => {
  it('shows only when not standalone, supported, not registered, not dismissed, the plugin on, outside the kiosk', () => {
    expect(mayPrompt(READY)).toBe(true);
    for (const change of [
      { standalone: true },
      { supported: false },
      { registered: true },
      { dismissed: true },
      { pluginOn: false },
      { selfService: true },
    ]) {
      expect(mayPrompt({ ...READY, ...change })).toBe(false);
    }
  });

  it('waits 250 ms after accepting cookies, 5000 ms with consent from an earlier visit, and never without', () => {
    expect(PROMPT_DELAY_AFTER_ACCEPT_MS).toBe(250);
    expect(PROMPT_DELAY_WITH_CONSENT_MS).toBe(5000);
    expect(promptDelay('just-given')).toBe(250);
    expect(promptDelay('before-load')).toBe(5000);
    expect(promptDelay('none')).toBeNull();
  });

  it('runs prompt → registration → instructions → installed; cancel shows the prompt again; skip hides it', () => {
    const steps = (['open', 'accept', 'registered', 'done'] as const).reduce<string[]>(
      (seen, action) => [...seen, nextStep(seen.at(-1) as never, action)],
      ['hidden'],
    );
    expect(steps).toEqual(['hidden', 'prompt', 'registering', 'instructions', 'installed']);
    expect(nextStep('instructions', 'cancel')).toBe('prompt');
    expect(nextStep('registering', 'cancel')).toBe('prompt');
    expect(nextStep('prompt', 'skip')).toBe('hidden');
    expect(nextStep('installed', 'close')).toBe('hidden');
    // Out of order: nothing happens.
    expect(nextStep('hidden', 'accept')).toBe('hidden');
    expect(nextStep('prompt', 'done')).toBe('prompt');
  });

  it('picks the instruction screen: Android, iOS (iPadOS as a Mac with touch), others (a desktop Chromium)', () => {
    expect(platformOf('Mozilla/5.0 (Linux; Android 14; Pixel 8) Chrome/131.0 Mobile Safari/537.36', 5)).toBe('android');
    expect(platformOf('Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) Safari/604.1', 5)).toBe('ios');
    expect(platformOf('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) Safari/605.1.15', 5)).toBe('ios');
    expect(platformOf('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) Chrome/131.0 Safari/537.36', 0)).toBe('other');
    expect(platformOf('Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0 Safari/537.36', 0)).toBe('other');
  });
});
