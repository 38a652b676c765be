import { describeEntity } from './entity-description';

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

export const BLOCK_TYPE_OPTIONS = [
  { value: 'text', label: 'Text' },
  { value: 'popup', label: 'Popup' },
] as const satisfies readonly { value: BlockType; label: string }[];

/** The back-office's reusable blocks ('Inhalte', SPEC §8); svc-content sanitises the rich text. */
export const blockDescription = describeEntity({
  entity: 'block',
  path: '/blocks',
  service: 'content',
  labels: { singular: 'Inhalt', plural: 'Inhalte' },
  titleField: 'name',
  read: 'public',
  write: 'admin',
  fields: [
    { name: 'name', kind: 'text', label: 'Name', required: true, max: 255 },
    {
      name: 'identifier',
      kind: 'text',
      label: 'Kennung',
      required: true,
      max: 100,
      help: 'Kleinbuchstaben und Ziffern, durch - oder _ getrennt (z. B. popup-angebot).',
    },
    {
      name: 'type',
      kind: 'select',
      label: 'Typ',
      required: true,
      options: BLOCK_TYPE_OPTIONS,
      help: 'Ein öffentliches Popup zeigt die Website allen Besuchern als Overlay, bis sie es wegklicken.',
    },
    { name: 'isPublic', kind: 'boolean', label: 'Öffentlich', default: false },
    { name: 'content', kind: 'group', label: 'Inhalt', fields: [{ name: 'text', kind: 'wysiwyg', label: 'Text' }] },
  ],
  list: { columns: ['name', 'identifier', 'type', 'isPublic'], search: ['name', 'identifier'], filters: ['type'] },
});
