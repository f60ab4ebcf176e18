/** Smooth unless the visitor asked the system for reduced motion. */
export function scrollBehavior(): ScrollBehavior {
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'instant' : 'smooth';
}

export function scrollToElement(element: Element, behavior: ScrollBehavior = scrollBehavior()): void {
  // scroll-margin-top (styles.css) keeps the target clear of the sticky header.
  element.scrollIntoView({ behavior, block: 'start' });
}

export function scrollToTop(): void {
  window.scrollTo({ top: 0, behavior: scrollBehavior() });
}

/**
 * Calls `found` once an element with this id exists: at once, or when a page chunk that was still
 * loading renders it. Gives up after `timeoutMs`. Returns a cancel function.
 */
export function whenElementExists(id: string, found: (element: Element) => void, timeoutMs = 10_000): () => void {
  const existing = document.getElementById(id);
  if (existing) {
    found(existing);
    return () => {};
  }
  const observer = new MutationObserver(() => {
    const element = document.getElementById(id);
    if (!element) return;
    cancel();
    found(element);
  });
  const timer = window.setTimeout(() => cancel(), timeoutMs);
  function cancel() {
    observer.disconnect();
    window.clearTimeout(timer);
  }
  observer.observe(document.body, { childList: true, subtree: true });
  return cancel;
}
