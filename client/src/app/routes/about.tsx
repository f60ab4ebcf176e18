import { PageMeta } from '@/components/seo/PageMeta';
import { useI18n } from '@/i18n';

/** Placeholder page: built by its own issue. */
export default function Page() {
  const { t } = useI18n();
  return (
    <div className="mx-auto max-w-7xl px-4 py-16">
      <PageMeta title={t('about.meta.title')} description={t('about.meta.description')} />
      <h1 className="text-3xl font-bold">{t('about.meta.title')}</h1>
    </div>
  );
}
