/**
 * Reusable blocks (SPEC §2, §3 Block): a piece of rich text addressed by its identifier, or a
 * popup the public site shows as an overlay. Not the website's body block types
 * (`BlockTypeDefinition`).
 */

/** 'popup' is shown as an overlay on the public site (SPEC §2); 'text' is a reusable piece of rich text. */
export const BLOCK_TYPES = ['text', 'popup'] as const;
export type BlockType = (typeof BLOCK_TYPES)[number];

/** SPEC §3 Block content: the rich text (sanitised on write). */
export interface BlockContent {
  text: string | null;
}

/** `GET /api/blocks` and `/api/blocks/{id}`. */
export interface Block {
  id: number;
  version: number;
  identifier: string;
  name: string;
  type: BlockType;
  isPublic: boolean;
  content: BlockContent;
  createdAt: string;
  updatedAt: string;
}
