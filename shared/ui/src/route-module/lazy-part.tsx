import { createContext, lazy, useContext, useState, type ComponentType } from 'react';

/**
 * The lazy parts a server render showed: the first-screen renderer collects them, so the browser
 * loads them before it replaces the screen (docs/adr/0023-server-rendered-first-screen.md).
 */
export const RenderedPartsContext = createContext<Set<string> | null>(null);

const preloads = new Map<string, () => Promise<void>>();

/**
 * A part of a page whose code loads on demand (React.lazy), named by `id` (`<app>/<part>`), that a
 * server-rendered first screen may show. Once its code is here it renders without suspending, so
 * the live page can take the first screen's place without falling back to a placeholder.
 */
export function lazyPart<P extends object>(id: string, load: () => Promise<{ default: ComponentType<P> }>): ComponentType<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  // Once, like React.lazy (which keeps a failed load as well).
  const loadOnce = () =>
    (loading ??= load().then((module) => {
      loaded = module.default;
      return module;
    }));
  const Lazy = lazy(loadOnce);
  preloads.set(id, () => loadOnce().then(() => undefined));
  function Part(props: P) {
    useContext(RenderedPartsContext)?.add(id);
    // Chosen once per instance: switching component types would remount the part.
    const [Component] = useState<ComponentType<P>>(() => loaded ?? Lazy);
    return <Component {...props} />;
  }
  return Part;
}

/**
 * Loads the parts a first screen showed. A part defined in code that is not loaded yet (inside
 * another part) becomes known once that code has run: loading goes on in rounds until none is left
 * or no round finds a new one.
 */
export async function preloadParts(ids: readonly string[]): Promise<void> {
  let waiting = [...new Set(ids)];
  for (;;) {
    const known = waiting.filter((id) => preloads.has(id));
    if (known.length === 0) return;
    await Promise.all(known.map((id) => preloads.get(id)?.()));
    waiting = waiting.filter((id) => !known.includes(id));
  }
}
