/**
 * What the use cases of every folder share within one running service: the kit's context, the
 * settings and the catalogue snapshot. Types only, and only of what comes before it in the folder
 * order (folder-order.test.ts), so every later folder may import it. What orders asks of later
 * folders it declares itself (orders/order-ports.ts); orders-runtime.ts builds the whole.
 */
import type { ServiceContext } from '@theke/server';
import type { CatalogueCache } from './catalogue-cache/catalogue-cache';
import type { OrdersSettings } from './settings';

export interface ServiceRuntime {
  context: ServiceContext;
  settings: OrdersSettings;
  catalogue: CatalogueCache;
}
