import { PageMeta } from '@/components/seo/PageMeta';
import { useI18n } from '@/i18n';
import { Link } from '@/lib/router';

/** SPEC §2.1: any other path. The server answers it with status 404. */
export default function NotFoundPage() {
  const { t } = useI18n();
  return (
    <div className="mx-auto flex min-h-[60vh] max-w-3xl flex-col items-center justify-center px-4 py-16 text-center">
      <PageMeta title={t('common.notFound.metaTitle')} description={t('common.notFound.text')} status={404} />
      <h1 className="text-3xl font-bold text-stone-900">{t('common.notFound.heading')}</h1>
      <p className="mt-4 text-stone-600">{t('common.notFound.text')}</p>
      <Link to="/" className="mt-8 rounded-md bg-primary px-5 py-2.5 font-medium text-white hover:bg-primary-dark">
        {t('common.notFound.home')}
      </Link>
    </div>
  );
}
