import type { ArticleStatus, CoverageState, NewsLanguage } from '@common/admin/news';
import { CalendarClock, CircleAlert, CircleCheck, CircleDashed, Globe, History } from 'lucide-react';
import { cn } from '@/lib/cn';
import { useT } from '../../i18n';

const coverageLook: Record<CoverageState, { className: string; Icon: typeof CircleCheck }> = {
  present: { className: 'border-green-300 bg-green-50 text-green-900', Icon: CircleCheck },
  missing: { className: 'border-stone-300 bg-stone-50 text-stone-800', Icon: CircleAlert },
  outdated: { className: 'border-amber-300 bg-amber-50 text-amber-950', Icon: History },
};

/** "FR: Out of date": a language's state in words and an icon as well as a colour (never colour alone). */
export function CoverageBadge({
  locale,
  state,
  short,
}: {
  locale: NewsLanguage;
  state: CoverageState;
  /** Only the state, inside something that already names the language (a tab). */
  short?: boolean;
}) {
  const t = useT();
  const { className, Icon } = coverageLook[state];
  const status = t(`news.coverage.${state}`);
  return (
    <span
      data-coverage={`${locale}:${state}`}
      className={cn(
        'inline-flex items-center gap-1 rounded-full border px-2 py-0.5 text-xs font-semibold whitespace-nowrap',
        className,
      )}
    >
      <Icon className="h-3.5 w-3.5" aria-hidden="true" />
      {short ? (
        status
      ) : (
        // One flex item, so the gap stays between the icon and the words.
        <span>
          <abbr title={t(`kit.languages.${locale}`)} className="no-underline">
            {locale.toUpperCase()}
          </abbr>
          <span className="sr-only"> ({t(`kit.languages.${locale}`)})</span>
          {t('kit.colon')}
          {status}
        </span>
      )}
    </span>
  );
}

const statusLook: Record<ArticleStatus, { className: string; Icon: typeof CircleCheck }> = {
  draft: { className: 'bg-stone-200 text-stone-900', Icon: CircleDashed },
  scheduled: { className: 'bg-sky-100 text-sky-950', Icon: CalendarClock },
  published: { className: 'bg-green-100 text-green-900', Icon: Globe },
};

/** Draft, Scheduled or Published, with an icon. */
export function StatusBadge({ status }: { status: ArticleStatus }) {
  const t = useT();
  const { className, Icon } = statusLook[status];
  return (
    <span
      data-status={status}
      className={cn('inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-semibold', className)}
    >
      <Icon className="h-3.5 w-3.5" aria-hidden="true" />
      {t(`news.statuses.${status}`)}
    </span>
  );
}
