/**
 * The shortcuts the dashboard offers: what staff do every day (the order lists, marking products
 * sold out), administrators a little more. A tile declares who sees it as a section does and is
 * filtered by the same rule (`visibleSections`); a tile that writes (`/new`, managing tables) is
 * for administrators, as the entity sections let only them write there.
 */
import type { TranslationKey } from '@theke/ui';
import { visibleSections, type Viewer } from '../frame';
import { ORDER_LIST_PATHS } from '../orders';

export interface DailyTask {
  /** Hash route the tile opens. */
  path: string;
  /** The tile's German name (the order desk's list names where the tile is one of its lists). */
  text: TranslationKey;
  forEmployees: boolean;
}

export const DAILY_TASKS: readonly DailyTask[] = [
  { path: ORDER_LIST_PATHS.current, text: 'orderDesk.lists.current', forEmployees: true },
  { path: ORDER_LIST_PATHS.missed, text: 'orderDesk.lists.missed', forEmployees: true },
  { path: ORDER_LIST_PATHS.history, text: 'orderDesk.lists.history', forEmployees: true },
  // An employee's daily task there: switching their branches' products sold out and back.
  { path: '/products', text: 'dashboard.tasks.products', forEmployees: true },
  { path: '/categories/new', text: 'dashboard.tasks.createCategory', forEmployees: false },
  { path: '/tables', text: 'dashboard.tasks.manageTables', forEmployees: false },
];

export function dailyTasks(viewer: Viewer): DailyTask[] {
  return visibleSections(DAILY_TASKS, viewer);
}
