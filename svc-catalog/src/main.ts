import { runServiceProcess } from '@theke/server';
import { catalogService } from './service';

void runServiceProcess(catalogService);
