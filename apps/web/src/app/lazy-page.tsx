import { isValidElement, lazy, type ComponentType, type ReactElement, type ReactNode } from 'react';

/** How to start loading each lazy route element's chunk before React asks for it. */
const preloaders = new WeakMap<ReactElement, () => Promise<unknown>>();

/**
 * A route element whose module (its own chunk) loads only when the route renders, or
 * earlier through `preloadElement`; the component is taken by export name. A layout's
 * Suspense shows the loading state.
 */
export function lazyPage<Name extends string>(
  load: () => Promise<Record<NoInfer<Name>, ComponentType>>,
  name: Name,
): ReactElement {
  const LazyComponent = lazy<ComponentType>(async () => {
    const pageModule = await load();
    return { default: pageModule[name] };
  });
  const element = <LazyComponent />;
  preloaders.set(element, load);
  return element;
}

/** Starts downloading a lazy element's chunk (the module loader keeps one copy). */
export function preloadElement(element: ReactNode): void {
  if (!isValidElement(element)) return;
  void preloaders
    .get(element)?.()
    .catch(() => {
      // The route's own loading reports the failure ('Ooops...').
    });
}
