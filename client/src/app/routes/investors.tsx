import { PageMeta } from '@/components/seo/PageMeta';
import { useI18n } from '@/i18n';

/** Placeholder page: built by its own issue. */
export default function Page() {
  const { t } = useI18n();
  return (
    <div className="mx-auto max-w-7xl px-4 py-16">
      <PageMeta title={t('investors.meta.title')} description={t('investors.meta.description')} />
      <h1 className="text-3xl font-bold">{t('investors.meta.title')}</h1>
    </div>
  );
}
