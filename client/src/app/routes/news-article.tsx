import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { PageMeta } from '@/components/seo/PageMeta';
import { articleQuery } from '@/features/news/api/get-article';
import { ArticleNotFound, ArticleSkeleton, ArticleView } from '@/features/news/components/ArticleView';
import { useI18n } from '@/i18n';
import { useNavigate, useParams } from '@/lib/router';

/** SPEC §2.9: loading, not found or error, loaded. */
export default function NewsArticlePage() {
  const { slug = '' } = useParams();
  const { t, locale } = useI18n();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { data: article, isLoading, isError } = useQuery(articleQuery(slug));

  // Each version is at its own address (docs/decisions/079): a reader whose language the article is published
  // in reads that version (after a language switch, or a link to another version), and an old slug's answer
  // comes at the current one; a reload or a shared link then carries the slug of what is shown.
  useEffect(() => {
    if (!article) return;
    const wanted = article.alternates[locale] ?? article.slug;
    if (wanted === slug) return;
    if (wanted === article.slug) queryClient.setQueryData(articleQuery(wanted).queryKey, article);
    navigate(`/news/${encodeURIComponent(wanted)}`, { replace: true });
  }, [article, slug, locale, queryClient, navigate]);

  if (isLoading) return <ArticleSkeleton />;
  if (isError || !article) {
    return (
      <>
        <PageMeta title={t('news.article.notFoundTitle')} description={t('news.article.notFoundText')} status={404} />
        <ArticleNotFound />
      </>
    );
  }
  return (
    <>
      <PageMeta
        title={article.title}
        description={article.excerpt}
        type="article"
        publishedTime={article.publishedAt}
        image={article.imageUrl ? article.imageUrl.replace(/-960\.webp$/, '-1200.jpg') : undefined}
      />
      <ArticleView article={article} />
    </>
  );
}
