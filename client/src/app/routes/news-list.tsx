import { PageMeta } from '@/components/seo/PageMeta';
import { NewsList } from '@/features/news/components/NewsList';
import { useI18n } from '@/i18n';

export default function NewsListPage() {
  const { t } = useI18n();
  return (
    <div className="mx-auto max-w-7xl px-4 py-12 sm:py-16">
      <PageMeta title={t('news.meta.title')} description={t('news.meta.description')} />
      <header className="mb-10 max-w-3xl">
        <h1 className="text-4xl font-bold tracking-tight text-stone-900 sm:text-5xl">{t('news.heading')}</h1>
        <p className="mt-4 text-lg text-stone-600">{t('news.intro')}</p>
      </header>
      <NewsList />
    </div>
  );
}
