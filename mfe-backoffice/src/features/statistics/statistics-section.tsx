/**
 * The statistics' back-office section: `#/statistics` 'Statistiken', staff (employees: their
 * branches, no visitor figures). The screen and Chart.js are one chunk loaded when it is opened.
 */
import { lazy, Suspense } from 'react';
import { Loader } from '@theke/ui';
import type { Section } from '../frame';

const StatisticsScreen = lazy(() => import('./components/StatisticsScreen'));

export const statisticsSection: Section = {
  path: '/statistics',
  label: 'Statistiken',
  forEmployees: true,
  render: (subPath, viewer) =>
    subPath === '' ? (
      <Suspense fallback={<Loader />}>
        <StatisticsScreen viewer={viewer} />
      </Suspense>
    ) : null,
};
