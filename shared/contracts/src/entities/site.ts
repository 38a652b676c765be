/**
 * Site pages (SPEC §2 "Content page", §3 Site): the types of page the website can show. svc-content
 * accepts only these; the gateway answers 500 for a stored page of any other type, as the website
 * shows it (SPEC §2: 'A page of unknown type shows a 500 Internal Server Error view').
 */
import { describeEntity } from './entity-description';

export const SITE_TYPES = ['default', 'job'] as const;

export type SiteType = (typeof SITE_TYPES)[number];

/** One typed entry of a page body (SPEC §3 Site content: a list of type plus value). */
export interface SiteContentEntry {
  type: string;
  value: unknown;
}

/** SPEC §3 Site content: the body; a job page also workload, start and place. */
export interface SiteContent {
  body: SiteContentEntry[];
  workload?: string | null;
  start?: string | null;
  place?: string | null;
}

/** `GET /api/sites` and `/api/sites/{id}`: a page of the company website, found by its path. */
export interface Site {
  id: number;
  version: number;
  name: string;
  title: string | null;
  path: string;
  description: string | null;
  type: SiteType;
  isPublic: boolean;
  content: SiteContent;
  createdAt: string;
  updatedAt: string;
}

export const SITE_TYPE_OPTIONS = [
  { value: 'default', label: 'Seite' },
  { value: 'job', label: 'Stellenangebot' },
] as const satisfies readonly { value: SiteType; label: string }[];

/**
 * The back-office's page form (issue 20, ADR 0045). The body's blocks are described by
 * svc-content's block types (`GET /api/sites/block-types`), which the `siteContent` editor reads;
 * the job fields show for job pages only (SPEC §2 'Beschäftigung', 'Beginn', 'Ort').
 */
export const siteDescription = describeEntity({
  entity: 'site',
  path: '/sites',
  service: 'content',
  labels: { singular: 'Seite', plural: 'Seiten' },
  titleField: 'name',
  read: 'public',
  write: 'admin',
  fields: [
    { name: 'name', kind: 'text', label: 'Name', required: true, max: 255 },
    { name: 'title', kind: 'text', label: 'Titel', max: 255, help: 'Seitentitel und og:title; leer: der Name.' },
    { name: 'path', kind: 'text', label: 'Pfad', required: true, max: 255, help: 'Adresse der Seite, z. B. /ueber-uns/team. Eine Änderung verschiebt die Seite im Baum.' },
    { name: 'description', kind: 'textarea', label: 'Beschreibung', max: 5000, help: 'Für Suchmaschinen und Vorschauen (description, og:description).' },
    { name: 'type', kind: 'select', label: 'Art', required: true, options: SITE_TYPE_OPTIONS, default: 'default' },
    { name: 'isPublic', kind: 'boolean', label: 'Öffentlich' },
    {
      name: 'content',
      kind: 'group',
      label: 'Inhalt',
      editor: 'siteContent',
      fields: [
        { name: 'workload', kind: 'text', label: 'Beschäftigung' },
        { name: 'start', kind: 'text', label: 'Beginn' },
        { name: 'place', kind: 'text', label: 'Ort' },
        { name: 'body', kind: 'collection', label: 'Blöcke', editor: 'siteBlocks', blocks: [] },
      ],
    },
  ],
  list: { columns: ['name', 'path', 'type', 'isPublic'], search: ['name', 'path', 'title'], filters: ['type', 'isPublic'] },
});
