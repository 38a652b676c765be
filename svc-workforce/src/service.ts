import { Router } from 'express';
import type { ServiceDefinition } from '@theke/server';
import { migrations } from './migrations';

/** svc-workforce: owns db `workforce` (ARCHITECTURE.md). Its domain areas arrive with their issues. */
export const workforceService: ServiceDefinition = {
  name: 'workforce',
  migrations,
  defineModels: () => undefined,
  router: () => Router(),
  publicRoutes: [],
};
