import type { AppModules } from '@common/app-modules';
import { CLIENT_ENTRY } from '@common/build-entries';

export type { AppModules };

/** One entry of Vite's build manifest (.vite/manifest.json among the built browser assets). */
interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  /** Manifest keys of the chunks this one imports statically. */
  imports?: string[];
}

export type ViteManifest = Record<string, ManifestChunk>;

/** The page template: what it loads itself (boot.ts) is never listed again. */
const TEMPLATE = 'index.html';

/**
 * The chunks a page needs before it hydrates (the client entry, its route chunk, its dictionaries and
 * everything they import statically), as addresses. The page lists them in its modules block
 * (APP_MODULES_ID) and the browser's boot script preloads them all at once after the first paint (docs/decisions/016): without the
 * list the browser would learn of the route chunks only after the entry ran, one round trip later. What the
 * template itself loads (boot.ts and its imports) is left out.
 */
export function createModulePreloads(manifest: ViteManifest, base = '/'): (sources: readonly string[]) => string[] {
  const closure = (keys: readonly string[], into = new Set<string>()) => {
    for (const key of keys) {
      const chunk = manifest[key];
      if (!chunk || into.has(key)) continue;
      into.add(key);
      closure(chunk.imports ?? [], into);
    }
    return into;
  };
  const inTemplate = closure(manifest[TEMPLATE] ? [TEMPLATE] : []);
  const memo = new Map<string, string[]>();

  return (sources) => {
    const memoKey = sources.join('\n');
    let tags = memo.get(memoKey);
    if (tags === undefined) {
      tags = [...closure(sources)]
        .filter((key) => !inTemplate.has(key) && manifest[key].file.endsWith('.js'))
        .map((key) => `${base}${manifest[key].file}`);
      memo.set(memoKey, tags);
    }
    return tags;
  };
}

/** The entry's address and the chunks to preload with it, for a page that needs `sources`. */
export function createAppModules(manifest: ViteManifest, base = '/'): (sources: readonly string[]) => AppModules {
  const preloads = createModulePreloads(manifest, base);
  const entry = `${base}${manifest[CLIENT_ENTRY]?.file}`;
  return (sources) => ({ entry, preload: preloads([CLIENT_ENTRY, ...sources]).filter((file) => file !== entry) });
}
