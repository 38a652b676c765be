export { workforceService } from './service';
export { rebuildWorkforceStatistics } from './statistics';
