/**
 * The desk's audible alert: a short two-tone beep made with the Web Audio API (no sound file).
 * Browsers keep audio locked until a user gesture; the desk offers 'Ton aktivieren' until it is
 * unlocked, and any click or key press on the page unlocks it as well.
 */
import { useSyncExternalStore } from 'react';

/** Two tones, the second higher: audible over kitchen noise, short enough not to annoy. */
export const ALERT_TONES: readonly { frequency: number; start: number; duration: number }[] = [
  { frequency: 880, start: 0, duration: 0.18 },
  { frequency: 1320, start: 0.24, duration: 0.28 },
];

let context: AudioContext | null = null;
const listeners = new Set<() => void>();

function notify(): void {
  for (const listener of listeners) listener();
}

function audioContext(): AudioContext | null {
  if (context) return context;
  if (typeof window === 'undefined' || typeof window.AudioContext !== 'function') return null;
  context = new window.AudioContext();
  context.addEventListener('statechange', notify);
  return context;
}

export function isAudioUnlocked(): boolean {
  return context?.state === 'running';
}

/** Resumes audio; works inside a user gesture, or at once when the page already had one. */
export async function unlockAudio(): Promise<boolean> {
  const audio = audioContext();
  if (!audio) return false;
  if (audio.state !== 'running') await audio.resume().catch(() => undefined);
  notify();
  return audio.state === 'running';
}

export function playAlert(): void {
  const audio = audioContext();
  if (!audio || audio.state !== 'running') return;
  for (const tone of ALERT_TONES) {
    const start = audio.currentTime + tone.start;
    const oscillator = audio.createOscillator();
    const gain = audio.createGain();
    oscillator.type = 'sine';
    oscillator.frequency.value = tone.frequency;
    // A quick fade in and out avoids clicks.
    gain.gain.setValueAtTime(0.0001, start);
    gain.gain.exponentialRampToValueAtTime(0.4, start + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, start + tone.duration);
    oscillator.connect(gain).connect(audio.destination);
    oscillator.start(start);
    oscillator.stop(start + tone.duration + 0.02);
  }
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether audio is unlocked; the first click or key press anywhere on the page tries to unlock it. */
export function useAudioUnlocked(): boolean {
  return useSyncExternalStore(
    (listener) => {
      const unsubscribe = subscribe(listener);
      const onGesture = () => void unlockAudio();
      document.addEventListener('pointerdown', onGesture, { once: true });
      document.addEventListener('keydown', onGesture, { once: true });
      void unlockAudio();
      return () => {
        unsubscribe();
        document.removeEventListener('pointerdown', onGesture);
        document.removeEventListener('keydown', onGesture);
      };
    },
    isAudioUnlocked,
    () => false,
  );
}
