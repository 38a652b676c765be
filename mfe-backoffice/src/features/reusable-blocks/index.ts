/**
 * Reusable blocks `#/blocks` ('Inhalte', SPEC §3 Block, §7 CRUD, issue 20): pieces of rich text
 * addressed by their identifier, and popups the website shows every visitor as an overlay while
 * they are public (SPEC §2). The form engine's list and form with its rich-text editor.
 */
import { blockDescription } from '@theke/contracts';
import type { EntityScreen } from '../entities';

export const REUSABLE_BLOCK_SCREEN: EntityScreen = {
  description: blockDescription,
  path: '/blocks',
  label: 'Inhalte',
  forEmployees: false,
};
