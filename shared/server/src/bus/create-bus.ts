import type { Logger } from '../http/logger';
import type { EventBus } from './event-bus';
import { MemoryBus } from './memory-bus';
import { RabbitBus } from './rabbit-bus';

/** RabbitMQ when AMQP_URL is set, otherwise the in-memory bus of the one-process mode. */
export function createBus(log: Logger, amqpUrl = process.env.AMQP_URL): EventBus {
  if (!amqpUrl) return new MemoryBus(log);
  const bus = new RabbitBus({ url: amqpUrl, log });
  bus.start();
  return bus;
}
