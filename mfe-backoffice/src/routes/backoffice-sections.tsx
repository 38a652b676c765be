/**
 * The one registry of back-office sections, in navigation order. Each feature describes its own
 * section; the frame's navigation and router read this list.
 */
import { lazy, Suspense } from 'react';
import { Loader } from '@theke/ui';
import { DashboardScreen } from '../features/dashboard';
import { DevicesScreen } from '../features/devices';
import { ENTITY_SECTIONS, entitySection } from '../features/entities';
import type { Section } from '../features/frame';
import { OrderDetailScreen, OrderListScreen, orderPageOf } from '../features/orders';
import { PRODUCT_SCREEN } from '../features/products';
import { REDIRECT_SCREEN } from '../features/redirects';
import { REUSABLE_BLOCK_SCREEN } from '../features/reusable-blocks';
import { fontsSection, imageTemplatesSection } from '../features/image-templates';
import { logsSection } from '../features/logs';
import { mediaSection } from '../features/media';
import { navigationsSection } from '../features/navigations';
import { schedulesSection } from '../features/schedules';
import { settingsSection } from '../features/settings';
import { signageSection } from '../features/signage';
import { sitesSection } from '../features/sites';
import { statisticsSection } from '../features/statistics';
import { timeSheetsSection } from '../features/time-sheets';
import { usersSection } from '../features/users';

// Loaded when opened: the back-office's first screen does not carry the time clock.
const OwnTimeClock = lazy(() => import('../features/time-clock').then((clock) => ({ default: clock.OwnTimeClock })));

export const BACKOFFICE_SECTIONS: readonly Section[] = [
  {
    path: '/dashboard',
    label: 'Dashboard',
    forEmployees: true,
    render: (subPath, viewer) => (subPath === '' ? <DashboardScreen viewer={viewer} /> : null),
  },
  {
    path: '/time-clock',
    label: 'Zeiterfassung',
    forEmployees: true,
    render: (subPath) =>
      subPath === '' ? (
        <Suspense fallback={<Loader />}>
          <OwnTimeClock />
        </Suspense>
      ) : null,
  },
  {
    path: '/orders',
    label: 'Bestellungen',
    forEmployees: true,
    render(subPath) {
      const page = orderPageOf(`/orders${subPath}`);
      if (page?.kind === 'list') return <OrderListScreen list={page.list} />;
      if (page?.kind === 'detail') return <OrderDetailScreen id={page.id} />;
      return null;
    },
  },
  entitySection(PRODUCT_SCREEN),
  ...ENTITY_SECTIONS,
  schedulesSection,
  timeSheetsSection,
  { path: '/devices', label: 'Geräte', forEmployees: true, render: (subPath) => (subPath === '' ? <DevicesScreen /> : null) },
  sitesSection,
  navigationsSection,
  entitySection(REDIRECT_SCREEN),
  entitySection(REUSABLE_BLOCK_SCREEN),
  mediaSection,
  statisticsSection,
  signageSection,
  imageTemplatesSection,
  fontsSection,
  usersSection,
  settingsSection,
  logsSection,
];
