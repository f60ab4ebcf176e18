import { Quote } from 'lucide-react';
import type { Company } from '@/components/companies/companies';
import { SectionHeading } from '@/components/ui/section-heading';
import { useI18n } from '@/i18n';
import { useEntries } from '@/lib/entries';
import { langAttrs } from '@/lib/lang';

/**
 * The success stories that name this company (the Impact page's, docs/decisions/084): the person, what
 * changed for them, in their own words where staff wrote them. Left out when there are none.
 */
export function CompanyStories({ company }: { company: Company }) {
  const { t, locale } = useI18n();
  const stories = (useEntries('story') ?? []).filter((story) => story.company === company.id);
  if (stories.length === 0) return null;
  return (
    <section aria-labelledby="company-stories" className="bg-white py-16 sm:py-20">
      <div className="mx-auto max-w-7xl px-4">
        <SectionHeading id="company-stories" title={t('company.stories.heading')} />
        <ul className="grid gap-6 md:grid-cols-2">
          {stories.map((story) => (
            <li
              key={story.id}
              {...langAttrs(story.lang, locale)}
              className="flex flex-col rounded-2xl border border-stone-200 bg-stone-50 p-6 shadow-sm"
            >
              <Quote aria-hidden="true" className="h-6 w-6 text-amber-500" />
              <h3 className="mt-3 text-lg font-semibold text-stone-900">{story.title}</h3>
              <p className="mt-1 text-sm font-medium text-primary">{story.name}</p>
              <p className="mt-3 line-clamp-6 text-stone-700">{story.story}</p>
              {story.impact && <p className="mt-4 font-semibold text-primary-dark">{story.impact}</p>}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
