export type ServiceName = 'catalog' | 'orders' | 'content' | 'workforce';

export type ServiceUrls = Record<ServiceName, string>;

/** ARCHITECTURE.md: the gateway routes by the first path segment to the service owning the entity. */
const OWNER_BY_SEGMENT: Record<string, ServiceName> = {
  divisions: 'catalog',
  branches: 'catalog',
  tags: 'catalog',
  menus: 'catalog',
  categories: 'catalog',
  products: 'catalog',
  tables: 'catalog',
  donatees: 'catalog',
  orders: 'orders',
  devices: 'orders',
  // Star CloudPRNT printers poll without a login; the token in the path is their credential.
  cloudprnt: 'orders',
  payments: 'orders',
  questionnaires: 'orders',
  'counter-appointments': 'orders',
  config: 'content',
  logs: 'content',
  sites: 'content',
  redirects: 'content',
  blocks: 'content',
  navigations: 'content',
  images: 'content',
  'image-templates': 'content',
  uploads: 'content',
  fonts: 'content',
  custom: 'content',
  'analytics-log': 'content',
  scenes: 'content',
  'digital-signage-segments': 'content',
  'digital-signage-streams': 'content',
  'digital-signage-devices': 'content',
  // A new TV asks for its pairing code without a login (rate-limited by svc-content).
  'digital-signage-pairings': 'content',
  // Only with a TV's token (signage/device-auth.ts); its pickup board is svc-orders'.
  'digital-signage-player': 'content',
  departments: 'workforce',
  'working-activities': 'workforce',
  'working-activity-corrections': 'workforce',
  'working-schedules': 'workforce',
  'holiday-balances': 'workforce',
  absences: 'workforce',
  projects: 'workforce',
  tasks: 'workforce',
  // Only through the clock link's check (time-tracking/clock-link.ts), with its owner as principal.
  'time-tracking': 'workforce',
  'time-sheets': 'workforce',
};

/** SPEC §7 statistics are answered by the service that owns the underlying data. */
const STATISTICS_OWNER: Record<string, ServiceName> = {
  'unique-visitors': 'content',
  'page-views': 'content',
  pages: 'content',
  events: 'content',
  'visitor-times': 'content',
  funnel: 'content',
  orders: 'orders',
  revenue: 'orders',
  'canceled-orders': 'orders',
  items: 'orders',
  'popular-items': 'orders',
  'order-times': 'orders',
  'working-activities': 'workforce',
  'working-schedules': 'workforce',
  'user-profile': 'workforce',
  'user-profile-working-activities': 'workforce',
};

/** `path` is relative to /api, e.g. `/branches/3/menus`. */
export function owningService(path: string): ServiceName | null {
  const [first, second] = path.split('/').filter(Boolean);
  if (!first) return null;
  if (first === 'statistics') return second ? (STATISTICS_OWNER[second] ?? null) : null;
  return OWNER_BY_SEGMENT[first] ?? null;
}
