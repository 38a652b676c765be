/** The shortcuts the dashboard offers: what staff do every day, administrators a little more. */
import type { Viewer } from '../frame';

export interface DailyTask {
  path: string;
  label: string;
}

const FOR_EVERYONE: DailyTask[] = [
  { path: '/orders', label: 'Aktuelle Bestellungen' },
  { path: '/orders/missed', label: 'Verpasste Bestellungen' },
  { path: '/orders/history', label: 'Bestellverlauf' },
];

const FOR_ADMINS: DailyTask[] = [
  { path: '/categories/new', label: 'Kategorie anlegen' },
  { path: '/tables', label: 'Tische verwalten' },
];

export function dailyTasks(viewer: Viewer): DailyTask[] {
  return viewer.isAdmin ? [...FOR_EVERYONE, ...FOR_ADMINS] : FOR_EVERYONE;
}
