import { PageHero } from '@/components/ui/page-hero';
import { useI18n } from '@/i18n';
import { cn } from '@/lib/cn';
import { useGroupEntries } from '@/lib/entries';

/**
 * SPEC §2.6 hero: 24h response, the number of offices (counted from the offices staff publish, never
 * typed), 10 business areas. With no office published the count is left out rather than saying 0.
 */
export function ContactHero() {
  const { t } = useI18n();
  const offices = useGroupEntries('office');
  const stats = [
    { value: t('contact.hero.stats.response.value'), label: t('contact.hero.stats.response.label') },
    ...(offices?.length
      ? [{ value: String(offices.length), label: t('contact.hero.stats.offices'), testId: 'office-count' }]
      : []),
    { value: t('contact.hero.stats.areas.value'), label: t('contact.hero.stats.areas.label') },
  ];
  return (
    <PageHero eyebrow={t('contact.hero.eyebrow')} title={t('contact.hero.title')} intro={t('contact.hero.intro')}>
      <h2 className="sr-only">{t('contact.hero.statsLabel')}</h2>
      <dl
        className={cn(
          'mx-auto mt-12 grid gap-3 sm:gap-6',
          stats.length === 3 ? 'max-w-3xl grid-cols-3' : 'max-w-2xl grid-cols-2',
        )}
      >
        {stats.map((stat) => (
          <div
            key={stat.label}
            className="flex flex-col-reverse justify-end rounded-xl border border-white/20 bg-white/10 px-2 py-5 backdrop-blur-sm sm:px-4"
          >
            <dt className="mt-1 text-xs text-green-50 sm:text-sm">{stat.label}</dt>
            <dd
              className="text-xl font-bold whitespace-nowrap text-amber-300 min-[400px]:text-2xl sm:text-4xl"
              data-testid={stat.testId}
            >
              {stat.value}
            </dd>
          </div>
        ))}
      </dl>
    </PageHero>
  );
}
