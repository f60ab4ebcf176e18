/**
 * `<html data-hydrated>`: set once React has hydrated the page's own content (App's HydrationMarker). The
 * boot script hands over what the visitor did before it (decision 060; it reads the mark with its own
 * two lines, to stay one file), the search dialog waits for it, and end-to-end tests wait for it before
 * clicking.
 */
const root = () => document.documentElement;

function isPageHydrated(): boolean {
  return root().dataset.hydrated === 'true';
}

export function markPageHydrated(): void {
  root().dataset.hydrated = 'true';
}

/** Calls `run` once the page is hydrated: now, or when the mark is set. */
export function whenPageHydrated(run: () => void): void {
  if (isPageHydrated()) {
    run();
    return;
  }
  const observer = new MutationObserver(() => {
    if (!isPageHydrated()) return;
    observer.disconnect();
    run();
  });
  observer.observe(root(), { attributes: true, attributeFilter: ['data-hydrated'] });
}
