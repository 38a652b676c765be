/** The week planner's back-office section: `#/schedules` 'Dienstplan', administrators only. */
import type { Section } from '../frame';
import { WeekPlannerScreen } from './components/WeekPlannerScreen';

export const schedulesSection: Section = {
  path: '/schedules',
  label: 'Dienstplan',
  forEmployees: false,
  render: (subPath) => (subPath === '' ? <WeekPlannerScreen /> : null),
};
