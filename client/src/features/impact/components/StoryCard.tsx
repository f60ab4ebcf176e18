import type { SuccessStory } from '@common/impact';
import { Building2, Calendar, MapPin, Sparkles } from 'lucide-react';
import { useCompanies } from '@/components/companies/companies';
import { useI18n } from '@/i18n';
import { cn } from '@/lib/cn';
import { langAttrs } from '@/lib/lang';
import { storyCategoryBadge } from '../story-category';
import { StoryAvatar } from './StoryAvatar';

/**
 * SPEC §2.10 story card: avatar, name, title, company, category, year and location, story and impact line.
 * The company is the group's company it refers to, by the name that company holds (one of the companies the
 * site shows; every page has them), else the organisation its words name.
 */
export function StoryCard({ story }: { story: SuccessStory }) {
  const { t, locale } = useI18n();
  const company = useCompanies().find((c) => c.id === story.company)?.name ?? story.organisation;
  // The story's words may be in another language than the page's; the labels read to screen readers are the page's.
  const pageWords = langAttrs(locale, story.lang);
  return (
    <li
      className="flex h-full flex-col rounded-2xl border border-stone-200 bg-white p-6 shadow-sm"
      data-testid="story-card"
      {...langAttrs(story.lang, locale)}
    >
      <div className="flex items-start gap-4">
        <StoryAvatar name={story.name} imageUrl={story.imageUrl} photo={story.photo} />
        <div className="min-w-0">
          <h3 className="text-lg font-semibold text-stone-900">{story.name}</h3>
          <p className="text-sm text-stone-700">{story.title}</p>
          {company && (
            <p className="mt-1 flex items-center gap-1.5 text-sm font-medium text-primary" data-testid="story-company">
              <Building2 className="h-4 w-4 shrink-0" aria-hidden="true" />
              {company}
            </p>
          )}
        </div>
      </div>

      <ul className="mt-4 flex flex-wrap gap-2 text-xs font-semibold">
        <li
          className={cn('rounded-full px-2.5 py-1', storyCategoryBadge(story.categoryKey))}
          data-testid="story-category"
        >
          {story.category}
        </li>
        {story.year != null && (
          <li className="inline-flex items-center gap-1 rounded-full bg-stone-100 px-2.5 py-1 text-stone-700">
            <Calendar className="h-3.5 w-3.5" aria-hidden="true" />
            <span className="sr-only" {...pageWords}>
              {t('impact.stories.year')}:{' '}
            </span>
            {story.year}
          </li>
        )}
        {story.location && (
          <li className="inline-flex items-center gap-1 rounded-full bg-stone-100 px-2.5 py-1 text-stone-700">
            <MapPin className="h-3.5 w-3.5" aria-hidden="true" />
            <span className="sr-only" {...pageWords}>
              {t('impact.stories.location')}:{' '}
            </span>
            {story.location}
          </li>
        )}
      </ul>

      <p className="mt-4 flex-1 leading-7 text-stone-700">{story.story}</p>

      {story.impact && (
        <p className="mt-5 flex gap-2 rounded-xl border-l-4 border-amber-400 bg-amber-50 px-4 py-3 text-sm font-semibold text-amber-900">
          <Sparkles className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
          <span>
            <span className="sr-only" {...pageWords}>
              {t('impact.stories.impact')}:{' '}
            </span>
            {story.impact}
          </span>
        </p>
      )}
    </li>
  );
}

export function StoryCardSkeleton() {
  return (
    <li className="rounded-2xl border border-stone-200 bg-white p-6" data-testid="story-skeleton">
      <div className="flex items-center gap-4">
        <div className="h-16 w-16 animate-pulse rounded-full bg-stone-200" />
        <div className="flex-1 space-y-2">
          <div className="h-5 w-2/3 animate-pulse rounded bg-stone-200" />
          <div className="h-4 w-1/2 animate-pulse rounded bg-stone-200" />
        </div>
      </div>
      <div className="mt-5 h-5 w-24 animate-pulse rounded-full bg-stone-200" />
      <div className="mt-5 space-y-2">
        <div className="h-4 w-full animate-pulse rounded bg-stone-200" />
        <div className="h-4 w-full animate-pulse rounded bg-stone-200" />
        <div className="h-4 w-3/4 animate-pulse rounded bg-stone-200" />
      </div>
    </li>
  );
}
