import { localiseLinks } from '@common/locale-urls';
import type { NewsArticle } from '@common/news';
import { companyPath } from '@common/pages';
import { ArrowLeft, Calendar, Share2, User } from 'lucide-react';
import { useCompanies } from '@/components/companies/companies';
import { LanguageWords } from '@/components/news/language-words';
import { ResponsiveImage } from '@/components/ui/responsive-image';
import { toast } from '@/hooks/use-toast';
import { useI18n } from '@/i18n';
import { formatPublishDate } from '@/lib/format-date';
import { Link } from '@/lib/router';
import { shareArticle } from '../share';
import { CategoryBadge } from './CategoryBadge';

const outline =
  'inline-flex items-center gap-2 rounded-md border border-stone-300 bg-white px-4 py-2 text-sm font-medium text-stone-800 hover:bg-stone-100';
const solid =
  'inline-flex items-center gap-2 rounded-md bg-primary px-4 py-2 text-sm font-medium text-white hover:bg-primary-dark';

/** SPEC §2.9: the article with its share actions. `content` was sanitised by the server. */
export function ArticleView({ article }: { article: NewsArticle }) {
  const { t, locale, messages } = useI18n();

  const onShare = async () => {
    const result = await shareArticle({ title: article.title, text: article.excerpt, url: window.location.href });
    if (result === 'copied')
      toast({ title: t('news.article.linkCopied'), description: t('news.article.linkCopiedText') });
    if (result === 'failed') {
      toast({
        title: t('news.article.shareFailed'),
        description: t('news.article.shareFailedText'),
        variant: 'destructive',
      });
    }
  };

  return (
    <article className="mx-auto max-w-3xl px-4 py-10 sm:py-14">
      <Link to="/news" className={outline}>
        <ArrowLeft className="h-4 w-4" aria-hidden="true" />
        {t('news.article.back')}
      </Link>
      <header className="mt-8">
        <CategoryBadge category={article.category} />
        {/* Not written in the page's language: the notice says, in it, which language follows, and the text is
            marked with its own (docs/decisions/078). */}
        {locale !== article.lang && (
          <p className="mt-4 text-sm text-stone-600 italic" data-testid="article-language-notice">
            <LanguageWords template={messages.common.language.articleIn} code={article.lang} />
          </p>
        )}
        <h1 className="mt-4 text-3xl font-bold tracking-tight text-stone-900 sm:text-4xl" lang={article.lang}>
          {article.title}
        </h1>
        <div className="mt-4 flex flex-wrap items-center gap-x-6 gap-y-2 text-sm text-stone-600">
          <span className="inline-flex items-center gap-1.5">
            <Calendar className="h-4 w-4" aria-hidden="true" />
            <time dateTime={article.publishedAt}>{formatPublishDate(article.publishedAt, locale)}</time>
          </span>
          <span className="inline-flex items-center gap-1.5">
            <User className="h-4 w-4" aria-hidden="true" />
            {t('news.article.by', { author: article.author })}
          </span>
          <button type="button" onClick={onShare} className={`${outline} ml-auto`}>
            <Share2 className="h-4 w-4" aria-hidden="true" />
            {t('news.article.share')}
          </button>
        </div>
        <p className="mt-6 text-xl leading-8 text-stone-700" lang={article.lang}>
          {article.excerpt}
        </p>
      </header>
      {article.imageUrl && (
        // Its description is in the article's language, as its text.
        <div className="mt-8 aspect-video overflow-hidden rounded-xl bg-stone-100" lang={article.lang}>
          <ResponsiveImage
            src={article.imageUrl}
            alt={article.imageAlt || article.title}
            priority
            sizes="(min-width: 768px) 768px, 100vw"
          />
        </div>
      )}
      <div
        className="article-content mt-8"
        lang={article.lang}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised with sanitize-html on write and on read (server/src/lib/sanitize.ts).
        dangerouslySetInnerHTML={{ __html: localiseLinks(article.content, locale) }}
      />
      <ArticleCompanies ids={article.companies ?? []} />
      <aside className="mt-12 rounded-xl border border-stone-200 bg-white p-6" aria-labelledby="share-heading">
        <h2 id="share-heading" className="text-lg font-semibold text-stone-900">
          {t('news.article.shareHeading')}
        </h2>
        <p className="mt-1 text-stone-600">{t('news.article.shareText')}</p>
        <div className="mt-4 flex flex-wrap gap-3">
          <button type="button" onClick={onShare} className={solid}>
            <Share2 className="h-4 w-4" aria-hidden="true" />
            {t('news.article.shareArticle')}
          </button>
          <Link to="/news" className={outline}>
            {t('news.article.moreArticles')}
          </Link>
        </div>
      </aside>
    </article>
  );
}

/**
 * "About: VEB Greenharvest, AK Images": the companies the article is about, each leading to its page
 * (docs/decisions/085), in the staff's order; a company no longer shown is left out, and with none the
 * line is not there.
 */
function ArticleCompanies({ ids }: { ids: number[] }) {
  const { t } = useI18n();
  const named = useCompanies().filter((company) => ids.includes(company.id));
  if (named.length === 0) return null;
  return (
    <nav aria-label={t('news.article.aboutLabel')} className="mt-10 text-stone-700">
      <span className="font-semibold text-stone-900">{t('news.article.about')}</span>{' '}
      {named.map((company, index) => (
        <span key={company.id}>
          {index > 0 && ', '}
          <Link
            to={companyPath(company.slug)}
            className="font-medium text-primary underline underline-offset-4 hover:text-primary-dark"
          >
            {company.name}
          </Link>
        </span>
      ))}
    </nav>
  );
}

export function ArticleSkeleton() {
  const { t } = useI18n();
  return (
    <div className="mx-auto max-w-3xl px-4 py-14" aria-busy="true" data-testid="article-skeleton">
      <span className="sr-only">{t('news.article.loading')}</span>
      <div className="h-9 w-36 animate-pulse rounded bg-stone-200" />
      <div className="mt-8 h-6 w-28 animate-pulse rounded-full bg-stone-200" />
      <div className="mt-4 h-10 w-full animate-pulse rounded bg-stone-200" />
      <div className="mt-6 aspect-video animate-pulse rounded-xl bg-stone-200" />
      <div className="mt-6 space-y-3">
        <div className="h-4 w-full animate-pulse rounded bg-stone-200" />
        <div className="h-4 w-5/6 animate-pulse rounded bg-stone-200" />
      </div>
    </div>
  );
}

export function ArticleNotFound() {
  const { t } = useI18n();
  return (
    <div className="mx-auto flex max-w-2xl flex-col items-center px-4 py-24 text-center">
      <h1 className="text-3xl font-bold text-stone-900">{t('news.article.notFoundTitle')}</h1>
      <p className="mt-4 text-stone-600">{t('news.article.notFoundText')}</p>
      <Link to="/news" className={`${solid} mt-8`}>
        <ArrowLeft className="h-4 w-4" aria-hidden="true" />
        {t('news.article.back')}
      </Link>
    </div>
  );
}
