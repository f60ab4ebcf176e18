// @vitest-environment jsdom

import { messages as en } from '@common/content/locales/en';
import { messages as sw } from '@common/content/locales/sw';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { I18nProvider } from '@/i18n';
import { AfricaFootprint } from './AfricaFootprint';

describe('AfricaFootprint', () => {
  it('shows the legend, the stats and, once loaded, the map', async () => {
    render(
      <I18nProvider locale="en" messages={en}>
        <AfricaFootprint />
      </I18nProvider>,
    );
    expect(screen.getByRole('heading', { level: 3, name: 'Legend' })).toBeInTheDocument();
    const legend = screen.getAllByRole('list')[0];
    expect(within(legend).getByText('Current operations')).toBeInTheDocument();
    expect(within(legend).getByText('South Africa and Uganda')).toBeInTheDocument();
    expect(within(legend).getByText('Expansion targets')).toBeInTheDocument();
    expect(within(legend).getByText('Angola, DR Congo, and Kenya')).toBeInTheDocument();
    expect(within(legend).getByText('30+ partner countries')).toBeInTheDocument();

    const stat = (label: string) => screen.getByText(label).nextElementSibling;
    expect(stat('Countries in total')).toHaveTextContent('34');
    expect(stat('Active')).toHaveTextContent('2');
    expect(stat('Expanding')).toHaveTextContent('3');
    expect(screen.getByText(/5-year rollout across East and Southern Africa/)).toBeInTheDocument();

    // jsdom has no IntersectionObserver, so the lazy map loads straight away.
    // The map's module is large: on a busy machine its first import takes longer than findAll's 1 s default.
    expect(await screen.findAllByRole('option', {}, { timeout: 15_000 })).toHaveLength(54);
  });

  it('renders no h2 and no section: the home page owns those', () => {
    const { container } = render(
      <I18nProvider locale="sw" messages={sw}>
        <AfricaFootprint />
      </I18nProvider>,
    );
    expect(container.querySelector('section, h1, h2')).toBeNull();
    expect(screen.getByText('Afrika Kusini na Uganda')).toBeInTheDocument();
  });
});
