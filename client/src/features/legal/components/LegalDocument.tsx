import { CalendarDays } from 'lucide-react';
import type { ReactNode } from 'react';
import { useI18n } from '@/i18n';
import { formatPublishDate } from '@/lib/format-date';
import { LEGAL_LAST_UPDATED } from '../legal-info';

type Block = string | readonly string[];

export interface LegalSection {
  title: string;
  blocks: readonly Block[];
}

interface Props {
  heading: string;
  intro: string;
  /** Keyed by anchor; object order is reading order. */
  sections: Record<string, LegalSection>;
  /** Extra content after a section's text (a contact card, a link), by anchor. */
  extras?: Record<string, ReactNode>;
}

/** A legal document: hero with the revision date, table of contents, then the numbered sections. */
export function LegalDocument({ heading, intro, sections, extras = {} }: Props) {
  const { t, locale } = useI18n();
  const entries = Object.entries(sections);
  return (
    <>
      <header className="bg-gradient-to-br from-primary-dark via-primary to-emerald-700 text-white">
        <div className="mx-auto max-w-5xl px-4 py-14 sm:py-20">
          <h1 className="text-4xl font-bold tracking-tight sm:text-5xl">{heading}</h1>
          <p className="mt-4 max-w-2xl text-lg text-green-50">{intro}</p>
          <p className="mt-6 inline-flex items-center gap-2 rounded-full bg-white/10 px-4 py-1.5 text-sm font-medium text-amber-200 ring-1 ring-white/20">
            <CalendarDays className="h-4 w-4" aria-hidden="true" />
            <span>
              {t('legal.lastUpdated')}{' '}
              <time dateTime={LEGAL_LAST_UPDATED}>
                {formatPublishDate(`${LEGAL_LAST_UPDATED}T12:00:00+02:00`, locale)}
              </time>
            </span>
          </p>
        </div>
      </header>

      <div className="mx-auto grid max-w-5xl gap-10 px-4 py-12 lg:grid-cols-[15rem_1fr] lg:gap-14 lg:py-16">
        <nav aria-labelledby="legal-contents" className="lg:sticky lg:top-24 lg:self-start">
          <h2 id="legal-contents" className="text-sm font-semibold tracking-wide text-stone-600 uppercase">
            {t('legal.contents')}
          </h2>
          <ol className="mt-3 space-y-1 border-l border-stone-200 text-sm">
            {entries.map(([id, section], index) => (
              <li key={id}>
                <a
                  href={`#${id}`}
                  className="-ml-px block border-l-2 border-transparent py-1 pl-3 text-stone-700 hover:border-primary hover:text-primary"
                >
                  <span className="tabular-nums text-stone-500">{index + 1}.</span> {section.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>

        <article className="max-w-[68ch] text-base leading-7 text-stone-700 sm:text-[1.0625rem] sm:leading-8">
          {entries.map(([id, section], index) => (
            <section key={id} id={id} aria-labelledby={`${id}-heading`} className="mb-10 last:mb-0">
              <h2 id={`${id}-heading`} className="text-2xl font-semibold tracking-tight text-stone-900">
                <span className="mr-2 tabular-nums text-primary">{index + 1}.</span>
                {section.title}
              </h2>
              {section.blocks.map((block) =>
                typeof block === 'string' ? (
                  <p key={block} className="mt-4">
                    {block}
                  </p>
                ) : (
                  <ul key={block.join()} className="mt-4 list-disc space-y-2 pl-6 marker:text-primary">
                    {block.map((item) => (
                      <li key={item}>{item}</li>
                    ))}
                  </ul>
                ),
              )}
              {extras[id]}
            </section>
          ))}
        </article>
      </div>
    </>
  );
}
