import pino from 'pino';

export type Logger = pino.Logger;

/** Structured JSON logs, one line per event; LOG_LEVEL=silent in tests keeps output clean. */
export function createLogger(name: string): Logger {
  const level = process.env.LOG_LEVEL ?? (process.env.NODE_ENV === 'test' ? 'silent' : 'info');
  return pino({ name, level, base: { service: name } });
}
