import { DEFAULT_STAFF_TIME_ZONE, wallClockAt } from '@common/admin/time-zone';
import type { SiteCalendar } from '@common/content-api';
import type { PublicEntry } from '@common/entries/public';
import { useQueryClient } from '@tanstack/react-query';
import { CalendarDays } from 'lucide-react';
import type { ReactNode } from 'react';
import { EmptyState } from '@/components/ui/empty-state';
import { LongText } from '@/components/ui/long-text';
import { useI18n } from '@/i18n';
import { calendarKey } from '@/lib/calendar';
import { formatPublishDate } from '@/lib/format-date';
import { langAttrs } from '@/lib/lang';

interface Props {
  heading: string;
  intro: string;
  /** The document's sections in reading order; undefined while they load. */
  sections: PublicEntry<'legalSection'>[] | undefined;
  /** Extra content after a section's text (a contact card, a link), by anchor. */
  extras?: Record<string, ReactNode>;
  /** Shown at the end of the section with this anchor, or after the last one when none has it (renamed, removed). */
  closing?: { anchor: string; content: ReactNode };
}

/**
 * Each section's anchor, made unique on the page: the editor checks an anchor's form, not that another
 * section of the same page does not have it, and two equal ids would break the contents' links.
 */
function withUniqueAnchors(sections: PublicEntry<'legalSection'>[] | undefined) {
  const seen = new Map<string, number>();
  return sections?.map((section) => {
    const n = (seen.get(section.anchor) ?? 0) + 1;
    seen.set(section.anchor, n);
    return n === 1 ? section : { ...section, anchor: `${section.anchor}-${n}` };
  });
}

/**
 * The site's time zone (Settings) as the server rendered the page with it (the legal routes read the site's
 * day); on a page reached inside the app without it, the zone the site has until owners choose another.
 * Here rather than in lib/calendar.ts: the time zone code then travels in this page's chunk only.
 */
function useSiteTimeZone(): string {
  const served = useQueryClient().getQueryData<SiteCalendar>(calendarKey);
  return served?.timeZone ?? DEFAULT_STAFF_TIME_ZONE;
}

/**
 * The day the document last changed: the latest change of its sections' words as the page shows them (each
 * in the page's language where written, else its original: docs/decisions/078), as a date in the site's
 * time zone, like its "today". A save staff mark as a correction keeps the date. Null without sections.
 */
function useLastUpdated(sections: PublicEntry<'legalSection'>[] | undefined): string | null {
  const zone = useSiteTimeZone();
  let latest: number | null = null;
  for (const section of sections ?? []) {
    const at = section.changedAt ? Date.parse(section.changedAt) : Number.NaN;
    if (!Number.isNaN(at) && (latest === null || at > latest)) latest = at;
  }
  return latest === null ? null : wallClockAt(new Date(latest), zone).date;
}

/**
 * A legal document: hero with the date it last changed, table of contents, then the numbered sections as
 * staff keep them (legalSection records). With no section published the page says so, without a date.
 */
export function LegalDocument({ heading, intro, sections: records, extras = {}, closing }: Props) {
  const { t, locale } = useI18n();
  const sections = withUniqueAnchors(records);
  const empty = sections?.length === 0;
  const revised = useLastUpdated(sections);
  const closingElsewhere = closing && !sections?.some((section) => section.anchor === closing.anchor);
  return (
    <>
      <header className="bg-gradient-to-br from-primary-dark via-primary to-emerald-700 text-white">
        <div className="mx-auto max-w-5xl px-4 py-14 sm:py-20">
          <h1 className="text-4xl font-bold tracking-tight sm:text-5xl">{heading}</h1>
          <p className="mt-4 max-w-2xl text-lg text-green-50">{intro}</p>
          {revised && (
            <p className="mt-6 inline-flex items-center gap-2 rounded-full bg-white/10 px-4 py-1.5 text-sm font-medium text-amber-200 ring-1 ring-white/20">
              <CalendarDays className="h-4 w-4" aria-hidden="true" />
              <span>
                {t('legal.lastUpdated')}{' '}
                <time dateTime={revised}>
                  {/* Noon, so the calendar day is the same in every time zone the date is formatted in. */}
                  {formatPublishDate(`${revised}T12:00:00Z`, locale)}
                </time>
              </span>
            </p>
          )}
        </div>
      </header>

      {empty ? (
        <div className="mx-auto max-w-5xl px-4 py-12 lg:py-16">
          <EmptyState>{t('legal.empty')}</EmptyState>
        </div>
      ) : (
        <div
          className="mx-auto grid max-w-5xl gap-10 px-4 py-12 lg:grid-cols-[15rem_1fr] lg:gap-14 lg:py-16"
          aria-busy={sections === undefined}
        >
          <nav aria-labelledby="legal-contents" className="lg:sticky lg:top-24 lg:self-start">
            <h2 id="legal-contents" className="text-sm font-semibold tracking-wide text-stone-600 uppercase">
              {t('legal.contents')}
            </h2>
            <ol className="mt-3 space-y-1 border-l border-stone-200 text-sm">
              {sections?.map((section, index) => (
                <li key={section.id} {...langAttrs(section.lang, locale)}>
                  <a
                    href={`#${section.anchor}`}
                    className="-ml-px block border-l-2 border-transparent py-1 pl-3 text-stone-700 hover:border-primary hover:text-primary"
                  >
                    <span className="tabular-nums text-stone-500">{index + 1}.</span> {section.title}
                  </a>
                </li>
              ))}
            </ol>
          </nav>

          <article className="max-w-[68ch] text-base leading-7 text-stone-700 sm:text-[1.0625rem] sm:leading-8">
            {sections?.map((section, index) => (
              <section
                key={section.id}
                id={section.anchor}
                aria-labelledby={`${section.anchor}-heading`}
                className="mb-10 last:mb-0"
                {...langAttrs(section.lang, locale)}
              >
                <h2 id={`${section.anchor}-heading`} className="text-2xl font-semibold tracking-tight text-stone-900">
                  <span className="mr-2 tabular-nums text-primary">{index + 1}.</span>
                  {section.title}
                </h2>
                <LongText
                  text={section.body}
                  paragraphClassName="mt-4"
                  listClassName="mt-4 list-disc space-y-2 pl-6 marker:text-primary"
                />
                {/* The page's own words after the section's, back in the page's language. */}
                {(extras[section.anchor] || closing?.anchor === section.anchor) && (
                  <div {...langAttrs(locale, section.lang)}>
                    {extras[section.anchor]}
                    {closing?.anchor === section.anchor && closing.content}
                  </div>
                )}
              </section>
            ))}
            {sections && closingElsewhere && closing.content}
          </article>
        </div>
      )}
    </>
  );
}
