import { type ComponentType, createElement, use } from 'react';

type PageModule = { default: ComponentType };

/**
 * A route page in its own chunk. Unlike React.lazy, a page preloaded before hydration renders
 * synchronously, so the server HTML is hydrated without a suspense flash.
 */
export function lazyPage(load: () => Promise<PageModule>) {
  let loaded: PageModule | undefined;
  let pending: Promise<PageModule> | undefined;
  const preload = () => {
    pending ??= load().then((module) => {
      loaded = module;
      return module;
    });
    return pending;
  };
  // biome-ignore lint/correctness/noComponentHookFactories: created once per route at module load, never during render.
  function Page() {
    const module = loaded ?? use(preload());
    return createElement(module.default);
  }
  return { Page, preload };
}

export type LazyPage = ReturnType<typeof lazyPage>;
