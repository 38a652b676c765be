export { ordersService } from './service';
