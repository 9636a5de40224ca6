import {
  isValidElement,
  lazy,
  useState,
  type ComponentType,
  type ReactElement,
  type ReactNode,
} from 'react';

/**
 * A component whose module is its own chunk, loaded when it first renders or earlier through
 * `preload`. Once the module is in, it renders at once, without suspending: React shows a
 * Suspense boundary's content no sooner than 300 ms after that boundary's fallback appeared, so
 * each lazy level a page passes through while its code is already loaded would otherwise cost
 * up to 300 ms (measured: a piece page's first score page waited twice, 1,071 ms in all).
 */
export interface PreloadableComponent<Props extends object> {
  Component: ComponentType<Props>;
  /** Starts loading the module (once); resolves when the component can render without waiting. */
  preload: () => Promise<unknown>;
}

export function preloadable<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
): PreloadableComponent<Props> {
  let loaded: ComponentType<Props> | undefined;
  let loading: Promise<ComponentType<Props>> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        loading = undefined; // a later render asks again (the route's error area offers a retry)
        throw error;
      },
    ));
  const Suspending = lazy(async () => ({ default: await preload() }));
  function Preloaded(props: Props) {
    // Chosen once per mounted instance: switching type would mount the component afresh.
    const [Component] = useState<ComponentType<Props>>(() => loaded ?? Suspending);
    return <Component {...props} />;
  }
  return { Component: Preloaded, preload };
}

/** How to start loading each lazy route element's chunk before React asks for it. */
const preloaders = new WeakMap<ReactElement, () => Promise<unknown>>();

/**
 * A route element whose module (its own chunk) loads only when the route renders, or
 * earlier through `preloadElement`; the component is taken by export name. A layout's
 * Suspense shows the loading state while it is not yet loaded.
 */
export function lazyPage<Name extends string>(
  load: () => Promise<Record<NoInfer<Name>, ComponentType>>,
  name: Name,
): ReactElement {
  const { Component, preload } = preloadable(async () => (await load())[name]);
  const element = <Component />;
  preloaders.set(element, preload);
  return element;
}

/**
 * Starts downloading a lazy element's chunk (the module loader keeps one copy); resolves once
 * it can render at once, or when it failed (the route's own loading reports it: 'Ooops...').
 */
export async function preloadElement(element: ReactNode): Promise<void> {
  if (!isValidElement(element)) return;
  await preloaders
    .get(element)?.()
    .catch(() => {
      // Reported by the route itself when it renders.
    });
}
