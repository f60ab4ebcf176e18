import { messages as en } from '@common/content/locales/en';
import type { PublicEntry } from '@common/entries/public';
import type { SuccessStory } from '@common/impact';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { I18nProvider } from '@/i18n';
import { entriesQuery } from '@/lib/entries';
import { createQueryClient } from '@/lib/query-client';
import { StoryCard } from './StoryCard';

/** A company as GET /api/content/entries/company gives it (every page has them: the shell prefetches them). */
const company = (id: number, name: string) =>
  ({ id, name, slug: name.toLowerCase(), lang: 'en', changedAt: null }) as PublicEntry<'company'>;

const story = (values: Partial<SuccessStory>): SuccessStory => ({
  id: 1,
  name: 'Lindiwe Mahlangu',
  title: 'Chairperson',
  company: null,
  organisation: null,
  category: 'Agriculture',
  categoryKey: 'Agriculture',
  story: 'Built two poultry houses.',
  lang: 'en',
  ...values,
});

/** The card on an English page, with the companies the site shows. */
function renderCard(shown: SuccessStory, companies: PublicEntry<'company'>[]) {
  const client = createQueryClient();
  client.setQueryData(entriesQuery('company', 'en').queryKey, companies);
  return render(
    <QueryClientProvider client={client}>
      <I18nProvider locale="en" messages={en}>
        <ul>
          <StoryCard story={shown} />
        </ul>
      </I18nProvider>
    </QueryClientProvider>,
  );
}

const companies = [company(51, 'VEB Greenharvest'), company(52, 'EcoCraft Interiors')];

describe('StoryCard', () => {
  it('names the company the story refers to as the company record names it', () => {
    renderCard(story({ company: 52 }), companies);
    expect(screen.getByTestId('story-company')).toHaveTextContent(/^EcoCraft Interiors$/);
  });

  it('names the organisation of a story about someone outside the companies', () => {
    renderCard(story({ organisation: 'Sizanani Cooperative' }), companies);
    expect(screen.getByTestId('story-company')).toHaveTextContent(/^Sizanani Cooperative$/);
  });

  it('shows no company for a story that names none, or a company the site does not show', () => {
    const { unmount } = renderCard(story({}), companies);
    expect(screen.queryByTestId('story-company')).toBeNull();
    unmount();
    renderCard(story({ company: 99 }), companies);
    expect(screen.queryByTestId('story-company')).toBeNull();
  });
});
