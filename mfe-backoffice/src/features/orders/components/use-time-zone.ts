import { DEFAULT_TIME_ZONE, useConfig } from '@theke/ui';

/** ARCHITECTURE "Frontend rules": dates and times in the business time zone from config. */
export function useTimeZone(): string {
  return useConfig().data?.timeZone || DEFAULT_TIME_ZONE;
}
