import { ARTICLES_MAX } from '@common/admin/newsletter';
import { useQuery } from '@tanstack/react-query';
import { Alert } from '../../components/Alert';
import { useT } from '../../i18n';
import { useFormatDate } from '../../lib/dates';
import { articlesQuery } from './api';

/** Recent published articles to pick (the same in every version of the issue), up to ARTICLES_MAX. */
export function ArticlePicker({
  picked,
  disabled,
  onChange,
  error,
}: {
  picked: number[];
  disabled: boolean;
  onChange: (ids: number[]) => void;
  error?: string;
}) {
  const t = useT();
  const formatDate = useFormatDate();
  const articles = useQuery(articlesQuery);
  const full = picked.length >= ARTICLES_MAX;
  return (
    <fieldset disabled={disabled} className="space-y-3 rounded-md border border-stone-200 p-4">
      <legend className="px-1 text-lg font-semibold text-stone-900">{t('newsletters.articles')}</legend>
      <p className="text-sm text-stone-600">{t('newsletters.articlesHint', { max: ARTICLES_MAX })}</p>
      {error && <p className="text-sm font-medium text-red-700">{error}</p>}
      {articles.isPending && <p role="status">{t('common.loading')}</p>}
      {articles.error && <Alert tone="error">{t('common.loadError', { message: articles.error.message })}</Alert>}
      {articles.data?.length === 0 && <p className="text-stone-700">{t('newsletters.noArticles')}</p>}
      <ul className="space-y-2">
        {articles.data?.map((article) => {
          const checked = picked.includes(article.id);
          return (
            <li key={article.id}>
              <label className="flex items-start gap-3 rounded-md p-1 hover:bg-stone-50">
                <input
                  type="checkbox"
                  className="mt-1 h-5 w-5 shrink-0 accent-primary"
                  checked={checked}
                  disabled={!checked && full}
                  onChange={() =>
                    onChange(checked ? picked.filter((id) => id !== article.id) : [...picked, article.id])
                  }
                />
                <span>
                  {/* The title in the language it is shown in (the staff member's, else the article's own). */}
                  <span lang={article.lang} className="block font-medium text-stone-900">
                    {article.title}
                  </span>
                  <span className="block text-sm text-stone-600">
                    {formatDate(article.publishedAt)}
                    {article.lang && ` · ${t(`kit.languages.${article.lang}`)}`}
                  </span>
                </span>
              </label>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
