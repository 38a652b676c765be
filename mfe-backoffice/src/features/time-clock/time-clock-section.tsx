import { lazy, Suspense } from 'react';
import { Loader } from '@theke/ui';
import type { Section } from '../frame';

const OwnTimeClock = lazy(() => import('./components/OwnTimeClock'));

/** `#/time-clock`: every staff member clocks here through their own link (the screen loads on open). */
export const timeClockSection: Section = {
  path: '/time-clock',
  label: 'Zeiterfassung',
  forEmployees: true,
  render: (subPath) =>
    subPath === '' ? (
      <Suspense fallback={<Loader />}>
        <OwnTimeClock />
      </Suspense>
    ) : null,
};
