import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { I18nProvider } from '@/i18n';
import { markPageHydrated } from '@/lib/page-hydrated';
import { createQueryClient } from '@/lib/query-client';
import { SEARCH_BOX_ID } from './components/SearchBox';
import { SearchProvider } from './SearchProvider';
import { useSearch } from './search-context';

afterEach(() => {
  delete document.documentElement.dataset.hydrated;
  vi.unstubAllGlobals();
  delete (Element.prototype as Partial<Element>).scrollIntoView;
});

function Opener() {
  const { preloadSearch } = useSearch();
  return (
    <button type="button" onClick={preloadSearch}>
      Reach for the search
    </button>
  );
}

describe('SearchProvider', () => {
  it("keeps the server's search box until the page is hydrated, so an Enter the boot script holds reaches it", async () => {
    // The lists the dialog reads: none here. jsdom has no layout: no ResizeObserver or scrollIntoView,
    // which cmdk's list uses.
    Element.prototype.scrollIntoView = () => {};
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => new Response(url.startsWith('/api/news') ? '{"articles":[]}' : '[]')),
    );
    vi.stubGlobal(
      'ResizeObserver',
      class {
        observe() {}
        unobserve() {}
        disconnect() {}
      },
    );
    render(
      <QueryClientProvider client={createQueryClient()}>
        <I18nProvider locale="en" messages={{}}>
          <SearchProvider onChoose={() => {}}>
            <Opener />
          </SearchProvider>
        </I18nProvider>
      </QueryClientProvider>,
    );
    await act(async () => screen.getByRole('button', { name: 'Reach for the search' }).click());
    // The results' code is in (the same module the provider imports), and the provider has had its answer.
    await act(async () => {
      await import('./components/SearchPanel');
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(document.getElementById(SEARCH_BOX_ID)).not.toBeNull();
    expect(screen.queryByRole('combobox', { hidden: true })).toBeNull();

    // The page's own content is React's now: the results replace the box.
    await act(async () => markPageHydrated());
    await vi.waitFor(() => expect(screen.getByRole('combobox', { hidden: true })).toBeInTheDocument());
    expect(document.getElementById(SEARCH_BOX_ID)).toBeNull();
  });
});
