/**
 * Compiles a website's block types (`BlockTypeDefinition` of @theke/contracts) to the joi rule of
 * a page body: entries `{type, value}`, each value compiled by the field compiler as a value
 * stored whole (`ContentRules`), so blocks and entities share one vocabulary and one compiler
 * (issue 18). Errors come out of `validate` as German messages on the dotted path, for example
 * `content.body.2.value.slides.0.image.id`.
 */
import Joi from 'joi';
import { dataFields, type BlockTypeDefinition } from '@theke/contracts';
import { keysOf, type TextRule } from './field-schema';

/** Nested blocks (container › columns › column › …) go at most this deep; deeper only leaf blocks. */
export const MAX_BLOCK_DEPTH = 6;

export interface BlockBodyOptions {
  /** A service's own rule for texts (svc-content: sanitised rich text, the map's embed address). */
  textRule?: TextRule;
}

/** The rule of a page body: a list of entries of the block types that may stand at the top. */
export function blockBodySchema(
  definitions: readonly BlockTypeDefinition[],
  options: BlockBodyOptions = {},
): Joi.ArraySchema {
  const byType = new Map(definitions.map((definition) => [definition.type, definition]));
  const nesting = new Set(
    definitions
      .filter((definition) =>
        dataFields(definition.fields).some((field) => field.kind === 'collection' && field.blocks),
      )
      .map((definition) => definition.type),
  );
  // Each entry list and each block value is compiled once per depth.
  const entries = new Map<string, Joi.ObjectSchema>();
  const values = new Map<string, Joi.ObjectSchema>();

  /** An entry `{type, value}` of one of `types`, at nesting `depth` (0 is the page body). */
  function entry(types: readonly string[], depth: number): Joi.ObjectSchema {
    const allowed = depth >= MAX_BLOCK_DEPTH ? types.filter((type) => !nesting.has(type)) : [...types];
    const key = `${depth}:${allowed.join(',')}`;
    let schema = entries.get(key);
    if (!schema) {
      schema = Joi.object({
        type: Joi.string()
          .valid(...allowed)
          .required(),
        value: Joi.when('type', {
          switch: allowed.map((type) => ({ is: type, then: value(type, depth).required() })),
          otherwise: Joi.any(),
        }),
      });
      entries.set(key, schema);
    }
    return schema;
  }

  function value(type: string, depth: number): Joi.ObjectSchema {
    const definition = byType.get(type);
    if (!definition) throw new Error(`unknown block type ${type}`);
    const key = `${type}:${depth}`;
    let schema = values.get(key);
    if (!schema) {
      const content = {
        blocks: (types: readonly string[]) => entry(types, depth + 1),
        textRule: options.textRule,
      };
      schema = Joi.object(keysOf(definition.fields, { nested: true, content }));
      values.set(key, schema);
    }
    return schema;
  }

  const topLevel = definitions
    .filter((definition) => !definition.onlyInside)
    .map((definition) => definition.type);
  return Joi.array().items(entry(topLevel, 0));
}
