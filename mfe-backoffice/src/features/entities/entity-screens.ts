/**
 * The described entities the back-office manages with the generic list and form, and what is
 * special about each: the navigation label (pinned German names), who sees it, and what still
 * depends on an entry before it is deleted.
 */
import {
  categoryDescription,
  divisionDescription,
  donateeDescription,
  tableDescription,
  tagDescription,
  type EntityDescription,
} from '@theke/contracts';
import { api } from '@theke/ui';
import type { Entry } from './entity-list';

export interface EntityScreen {
  description: EntityDescription;
  /** Hash route of the list; `/new`, `/{id}` and `/{id}/duplicate` below it. */
  path: string;
  /** The navigation's German name. */
  label: string;
  /** Employees see the section (read-only but where the entity allows them a write). */
  forEmployees: boolean;
  /** Names of what still depends on an entry, shown in the delete confirmation. */
  dependentsOf?: (entry: Entry) => Promise<string[]>;
}

interface MenuEntry {
  id: number;
  name?: string | null;
  catalog?: { id: number }[];
}

interface BranchEntry {
  id: number;
  name: string;
  tags?: { id: number }[];
}

const menuName = (menu: MenuEntry) => `Menü „${menu.name || `#${menu.id}`}“`;

export const ENTITY_SCREENS: readonly EntityScreen[] = [
  {
    description: categoryDescription,
    path: '/categories',
    label: 'Kategorien',
    forEmployees: false,
    async dependentsOf(entry) {
      const menus = await api.get<MenuEntry[]>('/api/menus');
      return menus.filter((menu) => menu.catalog?.some((item) => item.id === entry.id)).map(menuName);
    },
  },
  {
    description: tagDescription,
    path: '/tags',
    label: 'Tags',
    forEmployees: false,
    async dependentsOf(entry) {
      const branches = await api.get<BranchEntry[]>('/api/branches');
      return branches
        .filter((branch) => branch.tags?.some((tag) => tag.id === entry.id))
        .map((branch) => `Filiale „${branch.name}“`);
    },
  },
  { description: tableDescription, path: '/tables', label: 'Tische', forEmployees: false },
  { description: donateeDescription, path: '/donatees', label: 'Spendenempfänger', forEmployees: false },
  { description: divisionDescription, path: '/divisions', label: 'Sparten', forEmployees: false },
];
