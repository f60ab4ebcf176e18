import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { I18nProvider, useI18n } from '@/i18n';
import { entriesQuery, useEntries } from './entries';
import { EntriesGate } from './entries-gate';
import { createQueryClient } from './query-client';

/** The records API, answering per language when told to (`release`), so a test sees what shows meanwhile. */
function stubApi() {
  const waiting: (() => void)[] = [];
  const fetch = vi.fn(async (url: string) => {
    const lang = new URL(url, 'http://x').searchParams.get('lang');
    await new Promise<void>((resolve) => waiting.push(resolve));
    return new Response(JSON.stringify([{ id: 1, title: `Foundation (${lang})` }]));
  });
  vi.stubGlobal('fetch', fetch);
  const release = async () => {
    await vi.waitFor(() => expect(waiting.length).toBeGreaterThan(0));
    await act(async () => {
      for (const resolve of waiting.splice(0)) resolve();
    });
  };
  return { fetch, release };
}

afterEach(() => vi.unstubAllGlobals());

function Milestones() {
  const list = useEntries('milestone');
  const { setLocale } = useI18n();
  return (
    <>
      <p>{list ? list.map((m) => m.title).join(', ') : 'none yet'}</p>
      <button type="button" onClick={() => void setLocale('fr')}>
        French
      </button>
    </>
  );
}

const page = (client: ReturnType<typeof createQueryClient>) => (
  <QueryClientProvider client={client}>
    <I18nProvider locale="en" messages={{}}>
      <Suspense fallback={<p>Loading the page</p>}>
        <EntriesGate kinds={['milestone']}>
          <Milestones />
        </EntriesGate>
      </Suspense>
    </I18nProvider>
  </QueryClientProvider>
);

describe('EntriesGate', () => {
  it('renders at once with the records the server sent, fetching nothing', () => {
    const { fetch } = stubApi();
    const client = createQueryClient();
    client.setQueryData(entriesQuery('milestone', 'en').queryKey, [{ id: 1, title: 'Foundation' }] as never);
    render(page(client));
    expect(screen.getByText('Foundation')).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('after a move from another page, shows the page only once its records have arrived', async () => {
    const { fetch, release } = stubApi();
    // Awaited: React then retries the suspended page when its records arrive.
    await act(async () => render(page(createQueryClient())));
    expect(screen.getByText('Loading the page')).toBeInTheDocument();
    expect(screen.queryByText('none yet')).toBeNull();
    await release();
    expect(await screen.findByText('Foundation (en)')).toBeInTheDocument();
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('keeps the records shown through a change of language until the new ones arrive', async () => {
    const { release } = stubApi();
    const client = createQueryClient();
    client.setQueryData(entriesQuery('milestone', 'en').queryKey, [{ id: 1, title: 'Foundation' }] as never);
    render(page(client));
    await act(async () => screen.getByRole('button', { name: 'French' }).click());
    // The French list is on its way: the page neither empties nor falls back to its loading state.
    await vi.waitFor(() => expect(document.documentElement.lang).toBe('fr'));
    expect(screen.getByText('Foundation')).toBeInTheDocument();
    await release();
    expect(await screen.findByText('Foundation (fr)')).toBeInTheDocument();
  });

  it('shows the page (its empty states) when the records cannot be read', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('down', { status: 503 })),
    );
    await act(async () => render(page(createQueryClient())));
    expect(await screen.findByText('none yet')).toBeInTheDocument();
  });
});
