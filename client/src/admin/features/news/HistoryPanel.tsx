import { type AdminArticle, NEWS_LANGUAGES, type RevisionItem } from '@common/admin/news';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import type { ApiError } from '../../api/client';
import { Alert } from '../../components/Alert';
import { HtmlView } from '../../components/HtmlView';
import { useLanguage, useT } from '../../i18n';
import { useFormatDate } from '../../lib/dates';
import { restoreRevision, revisionQuery, revisionsQuery } from './api';

/**
 * Every saved version, newest first, with who saved it and when: each can be viewed, and restored as the
 * draft (the site keeps what it shows until someone publishes). Unsaved changes are saved first, so they
 * stay in the history too.
 */
export function HistoryPanel({
  articleId,
  flush,
  onRestored,
}: {
  articleId: number;
  flush: () => Promise<AdminArticle | null>;
  onRestored: (article: AdminArticle, notice: string) => void;
}) {
  const t = useT();
  const formatDate = useFormatDate();
  const headingId = useId();
  const revisions = useQuery(revisionsQuery(articleId));
  const [open, setOpen] = useState<number | null>(null);
  const restore = useMutation<AdminArticle, ApiError, RevisionItem>({
    mutationFn: async (revision) => {
      await flush();
      return restoreRevision(articleId, revision.id);
    },
    onSuccess: (article, revision) =>
      onRestored(article, t('news.history.restored', { when: formatDate(revision.createdAt) })),
  });

  return (
    <section aria-labelledby={headingId} className="mt-10 max-w-4xl space-y-4">
      <h2 id={headingId} className="text-lg font-semibold text-stone-900">
        {t('news.history.title')}
      </h2>
      <p className="text-sm text-stone-700">{t('news.history.intro')}</p>
      {revisions.isPending && <p role="status">{t('common.loading')}</p>}
      {revisions.error && <Alert tone="error">{t('common.loadError', { message: revisions.error.message })}</Alert>}
      {restore.error && <Alert tone="error">{restore.error.message}</Alert>}
      {revisions.data && (
        <ol className="divide-y divide-stone-200 rounded-md border border-stone-200" data-testid="history">
          {revisions.data.map((revision) => {
            const label = t('news.history.entry', {
              kind: t(`news.history.kinds.${revision.kind}`),
              when: formatDate(revision.createdAt),
            });
            return (
              <li key={revision.id} className="space-y-2 p-3" data-testid="revision">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <div className="min-w-0 text-sm">
                    <p className="font-semibold text-stone-900">{label}</p>
                    <p className="break-words text-stone-700">
                      {t('news.history.by', { name: revision.createdBy ?? t('news.history.someone') })} ·{' '}
                      {revision.title} · {revision.languages.map((locale) => locale.toUpperCase()).join(', ')}
                    </p>
                  </div>
                  <div className="flex flex-wrap gap-2">
                    <Button
                      size="sm"
                      variant="outline"
                      aria-expanded={open === revision.id}
                      onClick={() => setOpen((current) => (current === revision.id ? null : revision.id))}
                    >
                      {open === revision.id ? t('news.history.hide') : t('news.history.view')}
                      <span className="sr-only"> {label}</span>
                    </Button>
                    <Button
                      size="sm"
                      variant="outline"
                      disabled={restore.isPending}
                      onClick={() => restore.mutate(revision)}
                    >
                      {t('news.history.restore')}
                      <span className="sr-only"> {label}</span>
                    </Button>
                  </div>
                </div>
                {open === revision.id && <RevisionView articleId={articleId} revisionId={revision.id} />}
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}

function RevisionView({ articleId, revisionId }: { articleId: number; revisionId: number }) {
  const t = useT();
  // The version's text is in its own language; the words around it in the staff member's.
  const language = useLanguage();
  const revision = useQuery(revisionQuery(articleId, revisionId));
  if (revision.isPending) return <p role="status">{t('common.loading')}</p>;
  if (revision.error) return <Alert tone="error">{t('common.loadError', { message: revision.error.message })}</Alert>;
  const { data } = revision.data;
  return (
    <div className="space-y-4 rounded-md bg-stone-50 p-3 text-sm">
      <p className="text-stone-700">
        {t('news.fields.category')}: {data.category} · {t('news.fields.author')}: {data.author}
      </p>
      {NEWS_LANGUAGES.map((locale) => {
        const version = data.versions[locale];
        if (!version) return null;
        return (
          <article key={locale} lang={locale} className="space-y-1 border-t border-stone-200 pt-3">
            <h3 className="font-semibold text-stone-900">
              <span lang={language}>{t(`kit.languages.${locale}`)}: </span>
              {version.title}
            </h3>
            <p className="text-stone-700">
              <span lang={language}>{t('news.fields.slug')}: </span>/news/{version.slug}
            </p>
            <p className="text-stone-700">{version.excerpt}</p>
            <HtmlView
              html={version.contentHtml}
              label={t('news.history.contentOf', { language: t(`kit.languages.${locale}`) })}
            />
          </article>
        );
      })}
    </div>
  );
}
