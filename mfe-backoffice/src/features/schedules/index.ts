/** The managers' week planner (issue 21, ADR 0041): shifts per department and week. */
export { schedulesSection } from './schedules-section';
export { WeekPlannerScreen } from './components/WeekPlannerScreen';
