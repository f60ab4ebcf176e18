import { Link } from 'wouter';
import { PageTitle } from '../components/PageTitle';
import { useT } from '../i18n';

export function NotFoundPage() {
  const t = useT();
  return (
    <>
      <PageTitle title={t('common.notFound.title')}>{t('common.notFound.title')}</PageTitle>
      <p className="text-stone-700">{t('common.notFound.text')}</p>
      <Link href="/" className="mt-4 inline-block font-medium text-primary underline underline-offset-4">
        {t('common.notFound.back')}
      </Link>
    </>
  );
}

export function ForbiddenPage() {
  const t = useT();
  return (
    <>
      <PageTitle title={t('common.forbidden.title')}>{t('common.forbidden.title')}</PageTitle>
      <p className="text-stone-700">{t('common.forbidden.text')}</p>
    </>
  );
}
