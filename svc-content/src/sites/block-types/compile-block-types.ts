import { blockBodySchema, type TextRule } from '@theke/server';
import { iframeField, requiredRichText, richText } from '../../rich-text/rich-text.schema';
import { CONTENT_BLOCK_TYPES } from './block-types';
import type Joi from 'joi';

/**
 * The joi rule of a page body (`content.body`): the kit's field compiler compiles the block types
 * (`block-types.ts`) as values stored whole; svc-content adds what only it can check: rich text
 * sanitised on write and the map hero's embed address.
 */
const textRule: TextRule = (field) => {
  if (field.kind === 'wysiwyg') return field.required ? requiredRichText() : richText();
  if (field.kind === 'text' && field.format === 'iframe') return iframeField();
  return undefined;
};

const body = blockBodySchema(CONTENT_BLOCK_TYPES, { textRule });

/** `content.body` of a site: typed blocks, each value checked against its block type. */
export const bodySchema = (): Joi.ArraySchema => body;
