import { runServiceProcess } from '@theke/server';
import { contentService } from './service';

void runServiceProcess(contentService);
