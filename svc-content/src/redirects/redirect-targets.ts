/**
 * What a redirect may point at (issue 20, ADR 0046): an absolute address, a page of the website
 * (a draft too), a route the website answers without a page (the storefront, legal pages, …), or
 * the path of another redirect, as long as following the chain never comes back (a→b→a,
 * a→b→c→a). A redirect at a path the gateway answers with a public page or a route of its own is
 * never used, so the chain ends there. Checked inside the write transaction with the table locked,
 * so two saves cannot close a loop together.
 */
import { Op, type Transaction } from 'sequelize';
import { Invalid } from '@theke/server';
import { normalizePagePath } from '../payload-fields';
import { Site } from '../sites/site.model';
import { Redirect } from './redirect.model';

/**
 * Paths the website answers with a page of its own, not a site page: SPEC §2's public routes and
 * the staff and device routes. The same routes as `ROUTE_TABLE` in @theke/ui, whose resolver a
 * service does not load (it carries React); `redirect-targets.test.ts` compares the two.
 */
const APP_ROUTES: readonly RegExp[] = [
  /^\/$/,
  /^\/datenschutzerklaerung$/,
  /^\/site\/(terms-and-conditions|privacy|imprint|allergens)$/,
  /^\/store\/[^/]+(\/checkout(\/error)?)?$/,
  /^\/status\/[^/]+\/[^/]+$/,
  /^\/orders\/(frontdesk|backoffice)\/[^/]+\/[^/]+$/,
  /^\/zeiterfassung\/[^/]+\/[^/]+$/,
  /^\/signage\/player$/,
  /^\/backend(\/.*)?$/,
];

export const REDIRECT_TARGET_MISSING =
  'Unter diesem Pfad gibt es keine Seite. Bitte wählen Sie den Pfad einer bestehenden Seite oder eine vollständige Adresse (https://…).';
export const redirectLoopMessage = (chain: readonly string[]): string =>
  `Diese Weiterleitung würde eine Schleife bilden: ${chain.join(' → ')}.`;

/** The page path of an internal target: without query and fragment, normalised as pages are stored. */
export function internalPath(target: string): string | null {
  if (!target.startsWith('/') || target.startsWith('//')) return null;
  return normalizePagePath(target.split(/[?#]/)[0] || '/');
}

export function isAppRoute(path: string): boolean {
  return APP_ROUTES.some((route) => route.test(path));
}

/**
 * Refuses (422 on `target`) a redirect from `path` to `target` whose chain loops or ends nowhere.
 * `ownId` is the redirect being changed: its stored target no longer counts.
 */
export async function assertRedirectTarget(path: string, target: string, ownId: number | null, transaction: Transaction): Promise<void> {
  await Redirect.sequelize?.query('LOCK TABLE redirects IN SHARE ROW EXCLUSIVE MODE', { transaction });
  const others = await Redirect.findAll({
    attributes: ['path', 'target'],
    where: ownId === null ? {} : { id: { [Op.ne]: ownId } },
    transaction,
  });
  const next = new Map(others.map((redirect) => [redirect.path, redirect.target]));
  // As the gateway answers: a route of the website's own or a public page wins over a redirect there.
  const answered = async (at: string) => isAppRoute(at) || (await Site.count({ where: { path: at, isPublic: true }, transaction })) > 0;
  const chain = [path];
  let current = internalPath(target);
  while (current !== null) {
    if (chain.includes(current)) throw new Invalid([{ message: redirectLoopMessage([...chain, current]), field: 'target', code: 'redirect_loop' }]);
    chain.push(current);
    if (await answered(current)) return;
    const onward = next.get(current);
    if (onward === undefined) break;
    current = internalPath(onward);
  }
  // The chain ends at an address (current null), or at a path without page nor redirect: a draft page will do.
  if (current === null || (await Site.count({ where: { path: current }, transaction })) > 0) return;
  throw new Invalid([{ message: REDIRECT_TARGET_MISSING, field: 'target', code: 'not_found' }]);
}
