/**
 * Site pages (SPEC §2 "Content page", §3 Site): the types of page the website can show. svc-content
 * accepts only these; the gateway answers 500 for a stored page of any other type, as the website
 * shows it (SPEC §2: 'A page of unknown type shows a 500 Internal Server Error view').
 */
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
