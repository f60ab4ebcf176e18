/** One entry of Vite's build manifest (client/.vite/manifest.json). */
export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  /** Manifest keys of the chunks this one imports statically. */
  imports?: string[];
}

export type ViteManifest = Record<string, ManifestChunk>;

/**
 * `<link rel="modulepreload">` tags for the chunks a page needs before it hydrates: its route chunk, its
 * dictionaries and everything they import statically. Without them the browser learns of these chunks
 * only after the entry script has run, one round trip later, and Vite's loader then writes the links into
 * the document itself, on the main thread while the page starts. The entry and its own imports are left
 * out: the template already loads them.
 */
export function createModulePreloads(manifest: ViteManifest, base = '/'): (sources: readonly string[]) => string {
  const closure = (keys: readonly string[], into = new Set<string>()) => {
    for (const key of keys) {
      const chunk = manifest[key];
      if (!chunk || into.has(key)) continue;
      into.add(key);
      closure(chunk.imports ?? [], into);
    }
    return into;
  };
  const entries = Object.entries(manifest).flatMap(([key, chunk]) => (chunk.isEntry ? [key] : []));
  const inTemplate = closure(entries);
  const memo = new Map<string, string>();

  return (sources) => {
    const memoKey = sources.join('\n');
    let tags = memo.get(memoKey);
    if (tags === undefined) {
      tags = [...closure(sources)]
        .filter((key) => !inTemplate.has(key) && manifest[key].file.endsWith('.js'))
        .map((key) => `<link rel="modulepreload" crossorigin fetchpriority="low" href="${base}${manifest[key].file}">`)
        .join('\n    ');
      memo.set(memoKey, tags);
    }
    return tags;
  };
}
