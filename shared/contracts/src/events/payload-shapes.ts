/**
 * The shape of an event payload as plain data (issue 18, docs/adr/0038): the TypeScript type comes
 * from it (`ShapeType`) and so does the joi check its consumers run (@theke/server `payloadSchema`).
 * Smaller than the field vocabulary on purpose: a payload has no labels, forms or defaults, but it
 * has alternatives (a seeded catalogue names no id) and open maps (an audit entry's changes).
 * Nothing here imports joi; only servers import this module (browsers use the derived types).
 */
import type { ImageReference } from '@theke/domain';

export type Shape =
  | { kind: 'string'; format?: 'instant' | 'date'; max?: number }
  | { kind: 'number'; integer?: boolean }
  | { kind: 'boolean' }
  | { kind: 'null' }
  | { kind: 'oneOf'; values: readonly string[] }
  /** SPEC §3 image reference, as the field vocabulary's `image` kind. */
  | { kind: 'image' }
  | { kind: 'nullable'; of: Shape }
  | { kind: 'anyOf'; of: readonly Shape[] }
  | { kind: 'object'; keys: ShapeKeys }
  | { kind: 'map'; of: Shape }
  | { kind: 'unknown' };

/** Every key of an object shape must be present (null where it has none); unknown extra keys pass. */
export type ShapeKeys = { readonly [key: string]: Shape };

export const text = (options: { max?: number } = {}) => ({ kind: 'string', ...options }) as const;
/** ISO-8601 with offset (ARCHITECTURE "Values"). */
export const instant = () => ({ kind: 'string', format: 'instant' }) as const;
/** `YYYY-MM-DD`. */
export const calendarDay = () => ({ kind: 'string', format: 'date' }) as const;
export const id = () => ({ kind: 'number', integer: true }) as const;
export const decimal = () => ({ kind: 'number' }) as const;
export const flag = () => ({ kind: 'boolean' }) as const;
export const none = () => ({ kind: 'null' }) as const;
export const image = () => ({ kind: 'image' }) as const;
export const unknownValue = () => ({ kind: 'unknown' }) as const;
export const oneOf = <const V extends readonly string[]>(...values: V) => ({ kind: 'oneOf', values }) as const;
export const nullable = <const S extends Shape>(of: S) => ({ kind: 'nullable', of }) as const;
export const anyOf = <const S extends readonly Shape[]>(...of: S) => ({ kind: 'anyOf', of }) as const;
export const object = <const K extends ShapeKeys>(keys: K) => ({ kind: 'object', keys }) as const;
export const mapOf = <const S extends Shape>(of: S) => ({ kind: 'map', of }) as const;

/** The TypeScript type of the values a shape describes. */
export type ShapeType<S> = S extends { kind: 'string' }
  ? string
  : S extends { kind: 'number' }
    ? number
    : S extends { kind: 'boolean' }
      ? boolean
      : S extends { kind: 'null' }
        ? null
        : S extends { kind: 'oneOf'; values: readonly (infer V)[] }
          ? V
          : S extends { kind: 'image' }
            ? ImageReference
            : S extends { kind: 'nullable'; of: infer O }
              ? ShapeType<O> | null
              : S extends { kind: 'anyOf'; of: readonly (infer O)[] }
                ? O extends unknown
                  ? ShapeType<O>
                  : never
                : S extends { kind: 'object'; keys: infer K }
                  ? { -readonly [P in keyof K]: ShapeType<K[P]> }
                  : S extends { kind: 'map'; of: infer O }
                    ? Record<string, ShapeType<O>>
                    : unknown;
