export { workforceService } from './service';
