import { PassThrough } from 'node:stream';
import { Suspense, type ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
// Server-only (never bundled): the browser's router API comes from @theke/ui, which lacks the static router.
// eslint-disable-next-line no-restricted-imports
import { StaticRouter } from 'react-router-dom';
import { ServerStyleSheet } from 'styled-components';
import {
  createQueryClient,
  NotFoundView,
  primeFromInit,
  queryKeyUrl,
  RenderedPartsContext,
  Route,
  Routes,
  ServerConsentContext,
  ServerErrorView,
  ShellServicesProvider,
  ThekeProviders,
  type InitEntry,
  type QueryClient,
} from '@theke/ui';
import { shellServices } from '../app/App';
import { ShellRoutes } from '../app/ShellRoutes';
import { SiteLayout } from '../layout/SiteLayout';
import { markFirstScreenStyles, type FirstScreenQuery } from '../app/first-screen';
import { RouteModuleLoaderContext } from '../remotes/route-module-loader';
import { loadSource } from './route-module-sources';

export interface FirstScreen {
  /** Markup for `#root`. */
  html: string;
  /** styled-components' `<style>` tags for the head. */
  styles: string;
  /** The queries the page read besides `/api/init`'s: the browser primes them before it renders. */
  queries: FirstScreenQuery[];
  /** The lazy parts it showed (`lazyPart` ids): the browser loads them before it renders. */
  parts: string[];
}

export interface RenderFirstScreenOptions {
  /** Path and query of the page. */
  url: string;
  /** `GET` of an API path as a guest: the response's `data`; rejects on a failed request. */
  fetchData: (url: string) => Promise<unknown>;
  /** Whether the visitor's cookie says they accepted cookies (the banner, consent-gated blocks). */
  consent: boolean;
}

/** Renders that discover further queries or lazy parts (a query of data another one answered). */
const MAX_PASSES = 4;
/** React's marker of a Suspense boundary whose content follows out of order. */
const PENDING_BOUNDARY = '<!--$?-->';

/** The API path a query reads (the browser's default query function fetches the same), or null. */
function queryUrl(queryKey: readonly unknown[]): string | null {
  return typeof queryKey[0] === 'string' && queryKey[0].startsWith('/api/') ? queryKeyUrl(queryKey) : null;
}

async function renderPass(tree: ReactNode): Promise<{ html: string; styles: string }> {
  const sheet = new ServerStyleSheet();
  const errors: unknown[] = [];
  try {
    // No progressive chunks: the whole screen in document order, without React's inline scripts.
    const { prelude } = await prerenderToNodeStream(sheet.collectStyles(tree), {
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onError: (error) => void errors.push(error),
    });
    // A part that fails on the server would leave a hole for the browser to fill: render nothing.
    if (errors.length > 0) throw new AggregateError(errors, 'first screen failed to render');
    const chunks: Buffer[] = [];
    for await (const chunk of prelude.pipe(new PassThrough())) chunks.push(Buffer.from(chunk as Uint8Array));
    return { html: Buffer.concat(chunks).toString('utf8'), styles: markFirstScreenStyles(sheet.getStyleTags()) };
  } finally {
    sheet.seal();
  }
}

/** Queries a render asked for that hold no data yet, with their URL. */
function missingQueries(client: QueryClient): Array<{ queryKey: readonly unknown[]; url: string }> {
  return client
    .getQueryCache()
    .getAll()
    .filter((query) => query.state.data === undefined)
    .flatMap((query) => {
      const url = queryUrl(query.queryKey);
      return url ? [{ queryKey: query.queryKey, url }] : [];
    });
}

/**
 * The first screen of a guest page, rendered with the shell's route table and the remotes' route
 * modules as the browser shows it to a guest (docs/adr/0023-server-rendered-first-screen.md).
 * Renders again while the page asks for queries it has no data for or a lazy part was still
 * loading; a query that fails stays empty, as the browser would show it loading.
 */
export function renderFirstScreen(options: RenderFirstScreenOptions): Promise<FirstScreen> {
  return renderScreen(options, <ShellRoutes />);
}

/** SPEC §2's two error views: '404 Not Found' and the 500 Internal Server Error view. */
export type ErrorView = 'not-found' | 'server-error';

export interface RenderErrorScreenOptions extends RenderFirstScreenOptions {
  view: ErrorView;
}

/**
 * The first screen of a page the gateway answers 404 or 500 (docs/adr/0039-page-statuses.md): the
 * site layout of `url` around the SPEC view, as the browser shows a route whose page is missing or
 * cannot be shown. The route's own module is not rendered: it would ask for the missing data.
 */
export function renderErrorScreen({ view, ...options }: RenderErrorScreenOptions): Promise<FirstScreen> {
  return renderScreen(
    options,
    <Routes>
      <Route element={<SiteLayout />}>
        <Route path="*" element={view === 'not-found' ? <NotFoundView /> : <ServerErrorView />} />
      </Route>
    </Routes>,
  );
}

async function renderScreen({ url, fetchData, consent }: RenderFirstScreenOptions, routes: ReactNode): Promise<FirstScreen> {
  const client = createQueryClient();
  client.setDefaultOptions({ queries: { ...client.getDefaultOptions().queries, retry: false, staleTime: Infinity } });
  primeFromInit(client, (await fetchData('/api/init')) as InitEntry[]);
  const queries: FirstScreenQuery[] = [];
  const tried = new Set<string>();
  const parts = new Set<string>();
  const tree = (
    <ThekeProviders queryClient={client}>
      <StaticRouter location={url}>
        <ShellServicesProvider value={shellServices}>
          <RouteModuleLoaderContext value={loadSource}>
            <ServerConsentContext value={consent}>
              <RenderedPartsContext value={parts}>
                <Suspense fallback={null}>{routes}</Suspense>
              </RenderedPartsContext>
            </ServerConsentContext>
          </RouteModuleLoaderContext>
        </ShellServicesProvider>
      </StaticRouter>
    </ThekeProviders>
  );
  try {
    let screen = await renderPass(tree);
    for (let pass = 1; pass < MAX_PASSES; pass += 1) {
      const missing = missingQueries(client).filter(({ url: key }) => !tried.has(key));
      // A lazy part that loaded during the render was streamed after its place: render again, in order.
      if (missing.length === 0 && !screen.html.includes(PENDING_BOUNDARY)) break;
      await Promise.all(
        missing.map(async ({ queryKey, url: key }) => {
          tried.add(key);
          const data = await fetchData(key).catch(() => undefined);
          if (data === undefined) return;
          client.setQueryData(queryKey, data);
          queries.push({ queryKey: [...queryKey], data });
        }),
      );
      screen = await renderPass(tree);
    }
    if (screen.html.includes(PENDING_BOUNDARY)) throw new Error(`the first screen of ${url} still suspends after ${MAX_PASSES} renders`);
    return { ...screen, queries, parts: [...parts] };
  } finally {
    client.clear();
  }
}
