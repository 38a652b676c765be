import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createQueryClient, loadInit, preloadParts, resolveRouteKind, routeModuleOf, ThekeProviders } from '@theke/ui';
import { registerInlineZoneOffsets } from './zone-offsets';
import { registerInlineRegistry } from '../remotes/registry';
import { preloadRouteModule } from '../remotes/route-module-loader';
import { App } from './App';
import { dropFirstScreenStylesWhenReplaced, primeFirstScreen, readFirstScreen } from './first-screen';

export function start(): void {
  const queryClient = createQueryClient();
  registerInlineRegistry();
  registerInlineZoneOffsets();
  // The gateway preloads /api/init in the HTML, so this usually resolves from the preload.
  const init = loadInit(queryClient);
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from the shell HTML');
  const render = (gate: Promise<void> | null) =>
    createRoot(container).render(
      <StrictMode>
        <ThekeProviders queryClient={queryClient}>
          <App init={gate} />
        </ThekeProviders>
      </StrictMode>,
    );
  const firstScreen = readFirstScreen();
  if (!firstScreen) {
    render(init);
    return;
  }
  // The server's first screen stays until the data, the route module and its lazy parts are here (the gateway
  // starts the shell once the page has loaded); then one commit replaces it with the live page,
  // never with a loader. A route module that failed to load shows its error view in that page; a
  // failed /api/init renders as it would without a first screen.
  primeFirstScreen(queryClient, firstScreen);
  dropFirstScreenStylesWhenReplaced(container);
  const routeModule = preloadRouteModule(routeModuleOf(resolveRouteKind(window.location.pathname))).then(() =>
    preloadParts(firstScreen.parts),
  );
  // A transition: the visitor already sees the page, so React renders the live one in slices and
  // keeps the phone's main thread free for input meanwhile.
  void Promise.allSettled([init, routeModule]).then(([initialData]) =>
    startTransition(() => render(initialData.status === 'fulfilled' ? null : init)),
  );
}
