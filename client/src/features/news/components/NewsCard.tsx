import type { NewsArticleSummary } from '@common/news';
import { ArrowRight, Calendar } from 'lucide-react';
import { LanguageWords } from '@/components/news/language-words';
import { ResponsiveImage } from '@/components/ui/responsive-image';
import { useI18n } from '@/i18n';
import { formatPublishDate } from '@/lib/format-date';
import { Link } from '@/lib/router';
import { CategoryBadge } from './CategoryBadge';

/**
 * SPEC §2.8 card: image with badge (badge only with an image), date, title, excerpt, 'Read More'. An article
 * not written in the page's language comes in its own (docs/decisions/078): the card names it beside the
 * date and marks its text with it.
 */
export function NewsCard({ article, priority }: { article: NewsArticleSummary; priority?: boolean }) {
  const { t, locale, messages } = useI18n();
  const other = article.lang !== locale;
  return (
    <article className="group relative flex flex-col overflow-hidden rounded-xl border border-stone-200 bg-white shadow-sm transition hover:shadow-md focus-within:ring-2 focus-within:ring-primary">
      {article.imageUrl && (
        <div className="relative aspect-video overflow-hidden bg-stone-100">
          <ResponsiveImage
            src={article.imageUrl}
            alt=""
            priority={priority}
            className="transition group-hover:scale-105"
          />
          <CategoryBadge category={article.category} className="absolute top-3 left-3 shadow-sm" />
        </div>
      )}
      <div className="flex flex-1 flex-col p-5">
        <p className="flex items-center gap-1.5 text-sm text-stone-600">
          <Calendar className="h-4 w-4" aria-hidden="true" />
          <time dateTime={article.publishedAt}>{formatPublishDate(article.publishedAt, locale)}</time>
          {other && (
            <span data-testid="news-card-language">
              {' · '}
              <LanguageWords template={messages.common.language.writtenIn} code={article.lang} />
            </span>
          )}
        </p>
        <h2 className="mt-2 text-lg font-semibold text-stone-900" lang={other ? article.lang : undefined}>
          {/* The link covers the whole card, so a click anywhere opens the article. */}
          <Link to={`/news/${article.slug}`} className="after:absolute after:inset-0 focus:outline-none">
            {article.title}
          </Link>
        </h2>
        <p className="mt-2 line-clamp-3 flex-1 text-stone-600" lang={other ? article.lang : undefined}>
          {article.excerpt}
        </p>
        <span className="mt-4 inline-flex items-center gap-1 text-sm font-semibold text-primary" aria-hidden="true">
          {t('news.readMore')}
          <ArrowRight className="h-4 w-4 transition group-hover:translate-x-1" />
        </span>
      </div>
    </article>
  );
}

export function NewsCardSkeleton() {
  return (
    <div className="overflow-hidden rounded-xl border border-stone-200 bg-white" data-testid="news-card-skeleton">
      <div className="aspect-video animate-pulse bg-stone-200" />
      <div className="space-y-3 p-5">
        <div className="h-4 w-1/3 animate-pulse rounded bg-stone-200" />
        <div className="h-5 w-4/5 animate-pulse rounded bg-stone-200" />
        <div className="h-4 w-full animate-pulse rounded bg-stone-200" />
        <div className="h-4 w-2/3 animate-pulse rounded bg-stone-200" />
      </div>
    </div>
  );
}
