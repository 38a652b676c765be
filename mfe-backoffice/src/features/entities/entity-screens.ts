/**
 * The described entities the back-office manages with the generic list and form, and what is
 * special about each: the navigation label (pinned German names), who sees it, and what still
 * depends on an entry before it is deleted.
 */
import {
  absenceDescription,
  branchDescription,
  categoryDescription,
  departmentDescription,
  divisionDescription,
  donateeDescription,
  holidayBalanceDescription,
  menuDescription,
  projectDescription,
  tableDescription,
  tagDescription,
  taskDescription,
  type EntityDescription,
} from '@theke/contracts';
import { createElement, type ComponentType, type ReactNode } from 'react';
import { api } from '@theke/ui';
import { BRANCH_FIELD_EDITORS, branchDependents } from '../branches';
import { registerFieldEditors, type FormValues } from '../forms';
import { MENU_FIELD_EDITORS } from '../menus';
import { TableQrListAction, TableQrRowAction } from '../tables';
import { ProjectTimes } from '../time-sheets';
import type { Viewer } from '../frame';
import { categoryDependents, tagDependents } from './entity-dependents';
import type { Entry } from './entity-list';

/** What a screen's row action gets: the row's entry and who is looking. */
export interface RowActionProps {
  entry: Entry;
  viewer: Viewer;
  /** The viewer may write the entity (administrators; employees where the entity allows them). */
  canWrite: boolean;
}

/** Screens shown as one navigation entry, a tab each (holiday balances and absences). */
export interface EntityGroup {
  /** Hash route of the group: its first screen's list; the others' paths lie below it. */
  path: string;
  /** The navigation's German name. */
  label: string;
}

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
  /**
   * Extension points of the generic screens, for what is special about one entity:
   * `rowActions` render in each row's actions cell (for every viewer; they decide themselves),
   * `listActions` act on the rows chosen with the checkboxes the list then shows,
   * `aside` shows beside the form with its current (unsaved) values and the stored entry's id,
   * `listQuery` narrows the list by query params for a viewer (an employee's branches),
   * `list` is a screen of its own in place of the generic list (the TVs' live panel of the signage
   * remote); the forms stay the engine's.
   */
  rowActions?: ComponentType<RowActionProps>;
  listActions?: ComponentType<{ selected: readonly number[]; viewer: Viewer }>;
  aside?: (values: FormValues, id: number | null) => ReactNode;
  listQuery?: (viewer: Viewer) => Record<string, string> | undefined;
  list?: ComponentType<{ viewer: Viewer; canWrite: boolean }>;
  /** Adjusts the generic copy of an entry (a page's copy needs a path of its own and starts as a draft). */
  duplicate?: (copy: Entry) => Entry;
  /** Shown with the other screens of its group under one navigation entry; `label` names its tab. */
  group?: EntityGroup;
}

// The special editors of these forms (map pin, API key, menu catalogue), each loaded when its form opens.
registerFieldEditors({ ...BRANCH_FIELD_EDITORS, ...MENU_FIELD_EDITORS });

const HOLIDAYS: EntityGroup = { path: '/holidays', label: 'Urlaub & Abwesenheiten' };

/** Employees see the entries of their branch (lists that take `?branch=`). */
const ownBranch = (viewer: Viewer) => (viewer.isAdmin ? undefined : { branch: String(viewer.branchIds[0] ?? 0) });

export const ENTITY_SCREENS: readonly EntityScreen[] = [
  {
    description: branchDescription,
    path: '/branches',
    label: 'Filialen',
    forEmployees: true,
    dependentsOf: (entry) => branchDependents(entry.id, (url) => api.get(url)),
  },
  { description: menuDescription, path: '/menus', label: 'Menüs', forEmployees: true, listQuery: ownBranch },
  {
    description: categoryDescription,
    path: '/categories',
    label: 'Kategorien',
    forEmployees: false,
    dependentsOf: (entry) => categoryDependents(entry.id, (url) => api.get(url)),
  },
  {
    description: tagDescription,
    path: '/tags',
    label: 'Tags',
    forEmployees: false,
    dependentsOf: (entry) => tagDependents(entry.id, (url) => api.get(url)),
  },
  {
    description: tableDescription,
    path: '/tables',
    label: 'Tische',
    forEmployees: true,
    listQuery: ownBranch,
    rowActions: TableQrRowAction,
    listActions: TableQrListAction,
  },
  { description: donateeDescription, path: '/donatees', label: 'Spendenempfänger', forEmployees: false },
  { description: divisionDescription, path: '/divisions', label: 'Sparten', forEmployees: false },
  // Employees read their branches' departments (the service lists no others); only administrators write.
  { description: departmentDescription, path: '/departments', label: 'Abteilungen', forEmployees: true },
  // Time tracking (issue 21): administrators keep these; employees see their own on the clock screen.
  { description: holidayBalanceDescription, path: '/holidays', label: 'Urlaubskonten', forEmployees: false, group: HOLIDAYS },
  { description: absenceDescription, path: '/holidays/absences', label: 'Abwesenheiten', forEmployees: false, group: HOLIDAYS },
  {
    description: projectDescription,
    path: '/projects',
    label: 'Projekte',
    forEmployees: false,
    aside: (_values, id) => (id === null ? null : createElement(ProjectTimes, { projectId: id })),
  },
  { description: taskDescription, path: '/tasks', label: 'Aufgaben', forEmployees: false },
];
