import { articlePath } from '@common/news';
import { useQuery } from '@tanstack/react-query';
import type { Company } from '@/components/companies/companies';
import { SectionHeading } from '@/components/ui/section-heading';
import { useI18n } from '@/i18n';
import { formatPublishDate } from '@/lib/format-date';
import { langAttrs } from '@/lib/lang';
import { Link } from '@/lib/router';
import { companyNewsQuery } from '../api/get-company-news';

/**
 * The latest articles about the company (docs/decisions/085), each in the visitor's language where it is
 * written, else in its original, as the news list shows them, each leading to its article; then the news
 * list narrowed to the company. Not there while the company has none (or they have not arrived).
 */
export function CompanyNews({ company }: { company: Company }) {
  const { t, locale } = useI18n();
  const { data } = useQuery(companyNewsQuery(company.slug, locale));
  const articles = data?.articles ?? [];
  if (articles.length === 0) return null;
  return (
    <section aria-labelledby="company-news" className="py-16 sm:py-20">
      <div className="mx-auto max-w-7xl px-4">
        <SectionHeading
          id="company-news"
          title={t('company.news.heading', { company: company.name })}
          intro={t('company.news.intro', { company: company.name })}
        />
        <ul className="grid gap-6 md:grid-cols-3">
          {articles.map((article) => (
            <li key={article.id}>
              <article
                className="flex h-full flex-col rounded-2xl border border-stone-200 bg-white p-6 shadow-sm"
                {...langAttrs(article.lang, locale)}
              >
                <p className="text-sm text-stone-600" {...langAttrs(locale, article.lang)}>
                  <time dateTime={article.publishedAt}>{formatPublishDate(article.publishedAt, locale)}</time>
                </p>
                <h3 className="mt-2 text-lg font-semibold text-stone-900">
                  <Link
                    to={articlePath(article.slug)}
                    className="underline-offset-4 hover:text-primary hover:underline"
                  >
                    {article.title}
                  </Link>
                </h3>
                <p className="mt-2 line-clamp-3 text-stone-700">{article.excerpt}</p>
              </article>
            </li>
          ))}
        </ul>
        <p className="mt-10 text-center">
          <Link
            to={`/news?company=${encodeURIComponent(company.slug)}`}
            className="font-semibold text-primary underline underline-offset-4"
          >
            {t('company.news.all', { company: company.name })}
          </Link>
        </p>
      </div>
    </section>
  );
}
