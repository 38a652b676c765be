/**
 * Consumers check what they receive against the declared payload (issue 18): the joi rule of each
 * event is compiled from its shape in `@theke/contracts/event-payloads`, the same description its
 * TypeScript type comes from. A payload that does not fit makes the handler throw an
 * `UnprocessableEvent`: the bus logs it and parks it in `<queue>.dlq` at once ('event
 * dead-lettered'), since a retry would fail the same way.
 */
import Joi from 'joi';
import type { EventPayloads, EventType } from '@theke/contracts';
import { EVENT_PAYLOADS } from '@theke/contracts/event-payloads';
import type { Shape } from '@theke/contracts/event-payloads';
import { calendarDate, imageReference } from '../http/field-values';
import { UnprocessableEvent, type DomainEvent, type EventHandler } from './event-bus';

/** The joi rule of a payload shape: every object key present, extra keys allowed (newer publishers). */
export function payloadSchema(shape: Shape): Joi.Schema {
  switch (shape.kind) {
    case 'string': {
      if (shape.format === 'instant') return Joi.string().isoDate();
      if (shape.format === 'date') return calendarDate();
      const schema = Joi.string().allow('');
      return shape.max === undefined ? schema : schema.max(shape.max);
    }
    case 'number':
      return shape.integer ? Joi.number().integer() : Joi.number();
    case 'boolean':
      return Joi.boolean();
    case 'null':
      return Joi.valid(null);
    case 'oneOf':
      return Joi.string().valid(...shape.values);
    case 'image':
      return imageReference().unknown(true);
    case 'nullable':
      return payloadSchema(shape.of).allow(null);
    case 'anyOf':
      return Joi.alternatives().try(...shape.of.map(payloadSchema));
    case 'object':
      return Joi.object(
        Object.fromEntries(
          Object.entries(shape.keys).map(([key, value]) => [
            key,
            value.kind === 'unknown' ? Joi.any() : payloadSchema(value).required(),
          ]),
        ),
      ).unknown(true);
    case 'map':
      return Joi.object().pattern(Joi.string(), payloadSchema(shape.of));
    case 'unknown':
      return Joi.any();
  }
}

const SCHEMAS = new Map<string, Joi.Schema>(
  Object.entries(EVENT_PAYLOADS).map(([type, shape]) => [type, payloadSchema(shape)]),
);

/** Thrown for an event whose routing key the handler does not take or whose payload does not fit its contract. */
export class PayloadMismatch extends UnprocessableEvent {}

/** The event, its payload checked against the declaration of its routing key (one of `types`). */
export function checkedEvent<T extends EventType>(event: DomainEvent, types: readonly T[]): DomainEvent<EventPayloads[T]> {
  const schema = (types as readonly string[]).includes(event.type) ? SCHEMAS.get(event.type) : undefined;
  if (!schema) throw new PayloadMismatch(`${event.type} ${event.id} is not an event this consumer takes`);
  // Checked, not converted: the handler sees the payload as it was published.
  const { error } = schema.validate(event.data, { convert: false });
  if (error) throw new PayloadMismatch(`${event.type} ${event.id} does not fit the contract: ${error.message}`);
  return event as DomainEvent<EventPayloads[T]>;
}

/** A subscription's handler that sees only events of `types` whose payload fits the contract. */
export function withPayloadCheck<const T extends EventType>(
  types: readonly T[],
  handler: (event: DomainEvent<EventPayloads[T]>) => Promise<void>,
): EventHandler {
  return (event) => handler(checkedEvent(event, types));
}
