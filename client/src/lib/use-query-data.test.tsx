import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useQueryData } from './use-query-data';

function Titles({ lang, queryFn }: { lang: string; queryFn: () => Promise<string[]> }) {
  const titles = useQueryData({ queryKey: ['titles', lang], queryFn });
  return <p>{titles ? titles.join(', ') : 'none yet'}</p>;
}

function Switcher({ queryFn }: { queryFn: () => Promise<string[]> }) {
  const [lang, setLang] = useState('en');
  return (
    <>
      <button type="button" onClick={() => setLang('fr')}>
        French
      </button>
      <Titles lang={lang} queryFn={queryFn} />
    </>
  );
}

const withClient = (client: QueryClient, children: React.ReactNode) => (
  <QueryClientProvider client={client}>{children}</QueryClientProvider>
);

describe('useQueryData', () => {
  it('shows what the server put in the cache at once, without fetching', () => {
    const client = new QueryClient();
    client.setQueryData(['titles', 'en'], ['From the server']);
    const queryFn = vi.fn(async () => ['Fetched']);
    render(withClient(client, <Titles lang="en" queryFn={queryFn} />));
    expect(screen.getByText('From the server')).toBeTruthy();
    expect(queryFn).not.toHaveBeenCalled();
  });

  it('fetches once when the data is missing, and again for a new key', async () => {
    const client = new QueryClient();
    const queryFn = vi.fn(async () => [`Fetched ${queryFn.mock.calls.length}`]);
    render(withClient(client, <Switcher queryFn={queryFn} />));
    expect(screen.getByText('none yet')).toBeTruthy();
    expect(await screen.findByText('Fetched 1')).toBeTruthy();
    screen.getByRole('button', { name: 'French' }).click();
    expect(await screen.findByText('Fetched 2')).toBeTruthy();
    expect(queryFn).toHaveBeenCalledTimes(2);
  });

  it('leaves the data undefined when the fetch fails', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const queryFn = vi.fn(async (): Promise<string[]> => {
      throw new Error('offline');
    });
    render(withClient(client, <Titles lang="sw" queryFn={queryFn} />));
    await vi.waitFor(() => expect(queryFn).toHaveBeenCalled());
    expect(screen.getByText('none yet')).toBeTruthy();
  });
});
