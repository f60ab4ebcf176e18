import { useQuery } from '@tanstack/react-query';
import { SectionHeading } from '@/components/ui/section-heading';
import { useI18n } from '@/i18n';
import { storiesQuery } from '../api/get-impact';
import { StoryCard, StoryCardSkeleton } from './StoryCard';

const PLACEHOLDERS = 3;

/** SPEC §2.10 success stories; prefetched on the server, placeholders while another language loads. */
export function SuccessStories() {
  const { t, locale } = useI18n();
  const { data, isPending } = useQuery(storiesQuery(locale));
  const stories = data ?? [];

  return (
    <section aria-labelledby="success-stories-heading" id="success-stories" className="bg-stone-50 py-16 sm:py-20">
      <div className="mx-auto max-w-7xl px-4">
        <SectionHeading
          flush
          id="success-stories-heading"
          title={t('impact.stories.heading')}
          intro={t('impact.stories.intro')}
        />
        <div className="mt-12" aria-busy={isPending}>
          {isPending ? (
            <>
              <p className="sr-only" role="status">
                {t('impact.stories.loading')}
              </p>
              <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
                {Array.from({ length: PLACEHOLDERS }, (_, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
                  <StoryCardSkeleton key={i} />
                ))}
              </ul>
            </>
          ) : stories.length === 0 ? (
            <p className="rounded-2xl border border-dashed border-stone-300 bg-white px-6 py-12 text-center text-lg font-medium text-stone-700">
              {t('impact.stories.empty')}
            </p>
          ) : (
            <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
              {stories.map((story) => (
                <StoryCard key={story.id} story={story} />
              ))}
            </ul>
          )}
        </div>
      </div>
    </section>
  );
}
