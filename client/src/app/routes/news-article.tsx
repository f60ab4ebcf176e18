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
  const { data: article, isLoading, isError } = useQuery(articleQuery(slug, locale));

  // The address names the version shown (docs/decisions/043): after a language switch the article comes in the
  // new language at its own slug, and a translated slug means its language, so a reload or a shared link
  // must carry that slug, not the one the visitor arrived with.
  useEffect(() => {
    if (!article || article.slug === slug) return;
    queryClient.setQueryData(articleQuery(article.slug, locale).queryKey, article);
    navigate(`/news/${encodeURIComponent(article.slug)}`, { replace: true });
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
