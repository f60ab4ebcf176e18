import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';

// A console.error during a test (a React warning, a failed prop type) fails that test.
let errorSpy: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  errorSpy = vi.spyOn(console, 'error');
});
// The client project runs its files in one environment per worker (`isolate: false` in vite.config.ts), so
// what a test leaves in the document's cookies or address would reach the next file's tests: reset both.
function resetBrowserState(): void {
  for (const pair of document.cookie.split(/;\s*/)) {
    const name = pair.split('=')[0];
    // biome-ignore lint/suspicious/noDocumentCookie: expiring jsdom's cookies between tests.
    if (name) document.cookie = `${name}=; Path=/; Max-Age=0`;
  }
  history.replaceState(null, '', '/');
}

afterEach(() => {
  cleanup();
  resetBrowserState();
  const calls = errorSpy.mock.calls;
  errorSpy.mockRestore();
  if (calls.length > 0)
    throw new Error(`console.error was called:\n${calls.map((c: unknown[]) => c.map(String).join(' ')).join('\n')}`);
});
