import { type ComponentType, createElement, use } from 'react';

type PageModule = Record<string, ComponentType>;

/** Every file in ./routes is a page module, each in its own chunk (a module may hold related pages). */
const pages = import.meta.glob<PageModule>('./routes/*.tsx');

/**
 * A route page in its own chunk, by file name in ./routes and export (`default` unless named). Unlike
 * React.lazy, a page preloaded before hydration renders synchronously, so the server HTML is hydrated
 * without a suspense flash.
 */
export function lazyPage(name: string, exportName = 'default') {
  const load = pages[`./routes/${name}.tsx`];
  if (!load) throw new Error(`No page ./routes/${name}.tsx`);
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
    const component = module[exportName];
    if (!component) throw new Error(`./routes/${name}.tsx has no export ${exportName}`);
    return createElement(component);
  }
  /** The page's source as Vite's build manifest names it (relative to client/). */
  const source = `src/app/routes/${name}.tsx`;
  return { Page, preload, source };
}

export type LazyPage = ReturnType<typeof lazyPage>;
