import { Router } from 'express';
import type { ServiceDefinition } from '@theke/server';
import { migrations } from './migrations';

/** svc-orders: owns db `orders` (ARCHITECTURE.md). Its domain areas arrive with their issues. */
export const ordersService: ServiceDefinition = {
  name: 'orders',
  migrations,
  defineModels: () => undefined,
  router: () => Router(),
  publicRoutes: [],
};
