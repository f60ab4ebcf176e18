import { categoryLabel, type NewsArticleSummary } from '@common/news';
import { ArrowRight, Calendar } from 'lucide-react';
import { categoryStyle } from '@/components/news/category-style';
import { LanguageWords } from '@/components/news/language-words';
import { ResponsiveImage } from '@/components/ui/responsive-image';
import { Reveal } from '@/components/ui/reveal';
import { useI18n } from '@/i18n';
import { cn } from '@/lib/cn';
import { formatPublishDate } from '@/lib/format-date';
import { langAttrs } from '@/lib/lang';
import { Link } from '@/lib/router';

/**
 * A featured story: image, category badge, date, title, excerpt and 'Read More' to its article. The text
 * is the article's in the page's language when published, else in its original language, named beside
 * the date and marked with its `lang` (docs/decisions/078).
 */
export function HomeNewsCard({ article, delay }: { article: NewsArticleSummary; delay: number }) {
  const { messages, locale } = useI18n();
  const m = messages.home.news;
  const { icon: Icon, badge } = categoryStyle(article.category);
  const label = categoryLabel(article.category, m.categories);
  const href = `/news/${encodeURIComponent(article.slug)}`;
  const otherLang = article.lang === locale ? undefined : article.lang;
  const textLang = langAttrs(article.lang, locale);

  return (
    <Reveal as="li" delay={delay} className="h-full">
      <article className="flex h-full flex-col overflow-hidden rounded-2xl border border-stone-200 bg-white shadow-sm transition-shadow hover:shadow-md">
        <div className="relative aspect-video bg-stone-200">
          {article.imageUrl && <ResponsiveImage src={article.imageUrl} alt="" sizes="(min-width: 768px) 33vw, 100vw" />}
          <span
            className={cn(
              'absolute top-3 left-3 inline-flex items-center gap-1 rounded-full px-2.5 py-1 text-xs font-semibold shadow-sm',
              badge,
            )}
          >
            <Icon aria-hidden="true" className="h-3.5 w-3.5" />
            {label}
          </span>
        </div>
        <div className="flex flex-1 flex-col p-6">
          <p className="flex items-center gap-1.5 text-sm text-stone-600">
            <Calendar aria-hidden="true" className="h-4 w-4" />
            <span className="sr-only">{m.publishedOn} </span>
            <time dateTime={article.publishedAt.slice(0, 10)}>{formatPublishDate(article.publishedAt, locale)}</time>
            {otherLang && (
              <span>
                {' · '}
                <LanguageWords template={messages.common.language.writtenIn} code={otherLang} />
              </span>
            )}
          </p>
          <h3 className="mt-2 text-lg font-bold text-balance text-stone-900" {...textLang}>
            {article.title}
          </h3>
          <p className="mt-2 flex-1 text-stone-600" {...textLang}>
            {article.excerpt}
          </p>
          <Link
            to={href}
            aria-label={`${m.readMore}: ${article.title}`}
            className="mt-5 inline-flex items-center gap-1.5 self-start rounded-md text-sm font-semibold text-primary underline-offset-4 hover:text-primary-dark hover:underline"
          >
            {/* The visible label stays 'Read More' (SPEC §2.3). The title is in the link's text too,
                for crawlers that ignore aria-label (Lighthouse's link-text audit); the aria-label
                gives assistive technology the same words without the layout's extra space. */}
            {m.readMore}
            <span className="sr-only">: {article.title}</span>
            <ArrowRight aria-hidden="true" className="h-4 w-4" />
          </Link>
        </div>
      </article>
    </Reveal>
  );
}
