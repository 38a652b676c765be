import { Router } from 'express';
import type { ServiceDefinition } from '@theke/server';
import { activityRoutes } from './activities/activity.routes';
import { correctionRoutes } from './activities/correction.routes';
import { branchRemovalSubscription } from './departments/branch-removal';
import { departmentRoutes } from './departments/department.routes';
import { seedWorkforceDemo } from './demo/demo-seed';
import { absenceRoutes } from './holidays/absence.routes';
import { holidayBalanceRoutes } from './holidays/holiday-balance.routes';
import { holidayBalancesSheetRoutes } from './holidays/holiday-balances-sheet.routes';
import { projectRoutes } from './projects/project.routes';
import { taskRoutes } from './projects/task.routes';
import { copyWeekRoutes } from './schedules/copy-week.routes';
import { workingScheduleRoutes } from './schedules/working-schedule.routes';
import { migrations } from './migrations';
import { statisticsSubscription, workforceStatisticsRoutes } from './statistics';
import { defineWorkforceModels } from './models';
import { clockRoutes } from './time-tracking/clock.routes';
import { approvalRoutes } from './time-sheets/approval.routes';
import { projectTimeRoutes } from './time-sheets/project-times.routes';
import { timeSheetRoutes } from './time-sheets/time-sheet.routes';

/**
 * svc-workforce: owns db `workforce` (ARCHITECTURE.md). Departments of a branch (SPEC §7 generic
 * CRUD, issue 19) for staff; working activities, schedules and the rest of time tracking build
 * on them (issue 21). Nothing here is public: every route needs the gateway's token.
 */
export const workforceService: ServiceDefinition = {
  name: 'workforce',
  migrations,
  defineModels: defineWorkforceModels,
  router(context) {
    const router = Router();
    router.use(departmentRoutes(context));
    router.use(copyWeekRoutes(context));
    router.use(workingScheduleRoutes(context));
    router.use(holidayBalanceRoutes(context));
    router.use(absenceRoutes(context));
    router.use(holidayBalancesSheetRoutes());
    router.use(projectRoutes(context));
    router.use(taskRoutes(context));
    router.use(activityRoutes(context));
    router.use(correctionRoutes(context));
    router.use(clockRoutes(context));
    router.use(timeSheetRoutes(context));
    router.use(approvalRoutes(context));
    router.use(projectTimeRoutes());
    router.use(workforceStatisticsRoutes(context));
    return router;
  },
  publicRoutes: [],
  subscriptions: (context) => [branchRemovalSubscription(context), statisticsSubscription(context)],
  seedDemo: seedWorkforceDemo,
};
