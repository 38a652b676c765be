import { Router } from 'express';
import type { ServiceDefinition } from '@theke/server';
import { branchRemovalSubscription } from './departments/branch-removal';
import { departmentRoutes } from './departments/department.routes';
import { seedWorkforceDemo } from './demo/demo-seed';
import { migrations } from './migrations';
import { defineWorkforceModels } from './models';

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
    return router;
  },
  publicRoutes: [],
  subscriptions: (context) => [branchRemovalSubscription(context)],
  seedDemo: seedWorkforceDemo,
};
