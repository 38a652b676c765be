import type { SiteContentEntry } from '@theke/ui';

/** Whether the page's blocks bring their own <h1> (a hero's or a text's), so the page adds none. */
export function hasOwnHeading(body: readonly SiteContentEntry[]): boolean {
  return /<h1[\s>]/i.test(JSON.stringify(body));
}
