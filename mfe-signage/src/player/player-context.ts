import { createContext, useContext } from 'react';
import type { DeviceApi } from './player-api';
import type { MediaCache } from './media-cache';
import type { ReadySince } from './pickup-board';

/** What every part of a paired TV's screen shares: its calls, its clock and its kept media. */
export interface PlayerContextValue {
  device: DeviceApi;
  /** The server's time as this TV reckons it (epoch ms): the browser's clock plus the programme's offset. */
  now: () => number;
  /** The business time zone dayparting and boards use (the programme's). */
  timeZone: string;
  media: MediaCache;
  /** When the pickup board first saw each ticket ready: kept while the board is off screen between its turns. */
  readySince: ReadySince;
}

export const PlayerContext = createContext<PlayerContextValue | null>(null);

export function usePlayer(): PlayerContextValue {
  const value = useContext(PlayerContext);
  if (!value) throw new Error('usePlayer outside the player');
  return value;
}

/** Query keys of the live boards (invalidated by the live stream's events). */
export const PICKUP_BOARD_KEY = 'signage-pickup-board';
export const CATALOGUE_KEYS = ['/api/menus', '/api/categories', '/api/products'] as const;
