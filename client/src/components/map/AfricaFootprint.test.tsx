// @vitest-environment jsdom

import { messages as en } from '@common/content/locales/en';
import { messages as sw } from '@common/content/locales/sw';
import type { PublicEntry } from '@common/entries/public';
import type { Locale } from '@common/locale';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { I18nProvider } from '@/i18n';
import { entriesQuery } from '@/lib/entries';
import { createQueryClient } from '@/lib/query-client';
import { AfricaFootprint } from './AfricaFootprint';

/** The staff's figure for the card's total, as GET /api/content/entries/figure gives it in `locale`. */
const total = (words: Partial<PublicEntry<'figure'>> = {}): PublicEntry<'figure'> => ({
  id: 9,
  lang: 'en',
  changedAt: null,
  place: 'home.map.countries',
  value: '34',
  label: 'Countries in total',
  ...words,
});

function renderIn(locale: Locale, figures: PublicEntry<'figure'>[]) {
  const client = createQueryClient();
  client.setQueryData(entriesQuery('figure', locale).queryKey, figures);
  return render(
    <QueryClientProvider client={client}>
      <I18nProvider locale={locale} messages={locale === 'sw' ? sw : en}>
        <AfricaFootprint />
      </I18nProvider>
    </QueryClientProvider>,
  );
}

describe('AfricaFootprint', () => {
  it('shows the legend, the stats and, once loaded, the map', async () => {
    renderIn('en', [total()]);
    expect(screen.getByRole('heading', { level: 3, name: 'Legend' })).toBeInTheDocument();
    const legend = screen.getAllByRole('list')[0];
    expect(within(legend).getByText('Current operations')).toBeInTheDocument();
    expect(within(legend).getByText('South Africa and Uganda')).toBeInTheDocument();
    expect(within(legend).getByText('Expansion targets')).toBeInTheDocument();
    expect(within(legend).getByText('Angola, DR Congo, and Kenya')).toBeInTheDocument();
    expect(within(legend).getByText('30+ partner countries')).toBeInTheDocument();

    const stat = (label: string) => screen.getByText(label).nextElementSibling;
    // The total is the staff's figure, marked as such; the other two are counted from the map's countries.
    expect(stat('Countries in total')).toHaveTextContent('34');
    expect(stat('Countries in total')?.parentElement).toHaveAttribute('data-figure', 'home.map.countries');
    expect(screen.getByText('Countries in total')).not.toHaveAttribute('lang');
    expect(stat('Active')).toHaveTextContent('2');
    expect(stat('Expanding')).toHaveTextContent('3');
    expect(screen.getByText(/5-year rollout across East and Southern Africa/)).toBeInTheDocument();

    // jsdom has no IntersectionObserver, so the lazy map loads straight away.
    // The map's module is large: on a busy machine its first import takes longer than findAll's 1 s default.
    expect(await screen.findAllByRole('option', {}, { timeout: 15_000 })).toHaveLength(54);
  });

  it('renders no h2 and no section: the home page owns those', () => {
    const { container } = renderIn('sw', []);
    expect(container.querySelector('section, h1, h2')).toBeNull();
    expect(screen.getByText('Afrika Kusini na Uganda')).toBeInTheDocument();
  });

  it('shows the total as staff wrote it, its words marked with their language, and none without a figure', () => {
    // Written in English only, on the Swahili page: the number the Swahili way, the words marked English.
    const { container, unmount } = renderIn('sw', [total({ value: '35', label: 'Countries in total' })]);
    const label = screen.getByText('Countries in total');
    expect(label).toHaveAttribute('lang', 'en');
    expect(label.nextElementSibling).toHaveTextContent('35');
    expect(container.querySelectorAll('[data-figure]')).toHaveLength(1);
    unmount();
    const bare = renderIn('en', []);
    expect(bare.container.querySelector('[data-figure]')).toBeNull();
    expect(screen.getByText('Active')).toBeInTheDocument();
  });
});
