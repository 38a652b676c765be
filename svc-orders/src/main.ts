import { runServiceProcess } from '@theke/server';
import { ordersService } from './service';

void runServiceProcess(ordersService);
