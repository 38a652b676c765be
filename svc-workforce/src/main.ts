import { runServiceProcess } from '@theke/server';
import { workforceService } from './service';

void runServiceProcess(workforceService);
