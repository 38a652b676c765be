/**
 * Site pages (SPEC §2 "Content page", §3 Site): the types of page the website can show. svc-content
 * accepts only these; the gateway answers 500 for a stored page of any other type, as the website
 * shows it (SPEC §2: 'A page of unknown type shows a 500 Internal Server Error view').
 */
export const SITE_TYPES = ['default', 'job'] as const;

export type SiteType = (typeof SITE_TYPES)[number];
