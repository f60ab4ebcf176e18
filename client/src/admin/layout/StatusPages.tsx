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

/** `groupOnly`: the role may use the section, but the person is limited to companies (docs/decisions/088). */
export function ForbiddenPage({ groupOnly = false }: { groupOnly?: boolean }) {
  const t = useT();
  const key = groupOnly ? 'common.groupOnly' : 'common.forbidden';
  return (
    <>
      <PageTitle title={t(`${key}.title`)}>{t(`${key}.title`)}</PageTitle>
      <p className="text-stone-700">{t(`${key}.text`)}</p>
    </>
  );
}
