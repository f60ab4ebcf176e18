import { useQuery } from '@tanstack/react-query';
import { PageMeta } from '@/components/seo/PageMeta';
import { articleQuery } from '@/features/news/api/get-article';
import { ArticleNotFound, ArticleSkeleton, ArticleView } from '@/features/news/components/ArticleView';
import { useI18n } from '@/i18n';
import { useParams } from '@/lib/router';

/** SPEC §2.9: loading, not found or error, loaded. */
export default function NewsArticlePage() {
  const { slug = '' } = useParams();
  const { t, locale } = useI18n();
  const { data: article, isLoading, isError } = useQuery(articleQuery(slug, locale));

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
