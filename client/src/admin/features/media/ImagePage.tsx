import { useQuery } from '@tanstack/react-query';
import { ApiError } from '../../api/client';
import { Alert } from '../../components/Alert';
import { BackLink } from '../../components/BackLink';
import { AltMarks } from '../../components/media/AltMarks';
import { altFor, mediaItemQuery, nameOf } from '../../components/media/library-api';
import { PageTitle } from '../../components/PageTitle';
import { useLanguage, useT } from '../../i18n';
import { useFormatDate } from '../../lib/dates';
import { AltForm } from './AltForm';
import { DeletePanel } from './DeletePanel';
import { ReplacePanel } from './ReplacePanel';
import { UsesList } from './UsesList';

/** One image: the file, its descriptions, where it is used; replace its file or delete it. */
export function ImagePage({ id, onNotice }: { id: number; onNotice: (text: string) => void }) {
  const t = useT();
  const language = useLanguage();
  const formatDate = useFormatDate();
  const image = useQuery(mediaItemQuery(id));
  const back = <BackLink>{t('media.library.back')}</BackLink>;
  if (image.isPending) return <p role="status">{t('common.loading')}</p>;
  if (image.error)
    return (
      <div className="space-y-3">
        <Alert tone="error">
          {image.error instanceof ApiError && image.error.status === 404
            ? t('media.image.notFound')
            : t('common.loadError', { message: image.error.message })}
        </Alert>
        {back}
      </div>
    );
  const item = image.data;
  const name = nameOf(item, (n) => t('media.untitled', { id: n }));
  const width = Math.min(960, item.width);
  return (
    <>
      <p className="mb-2">{back}</p>
      <PageTitle title={name}>
        <span className="wrap-anywhere">{name}</span>
      </PageTitle>
      <div className="grid gap-8 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="min-w-0 space-y-4">
          <img
            src={item.url}
            width={width}
            height={Math.round((item.height * width) / item.width)}
            alt={altFor(item.alt, language) || t('media.image.preview')}
            className="h-auto w-full max-w-full rounded-md border border-stone-200 bg-stone-100"
          />
          <AltMarks status={item.altStatus} />
          <section aria-labelledby="media-facts-title">
            <h2 id="media-facts-title" className="text-lg font-semibold text-stone-900">
              {t('media.image.facts')}
            </h2>
            <dl className="mt-2 grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1 text-sm">
              <dt className="font-medium text-stone-700">{t('media.image.fileName')}</dt>
              <dd className="wrap-anywhere text-stone-900">{item.filename ?? '—'}</dd>
              <dt className="font-medium text-stone-700">{t('media.image.size')}</dt>
              <dd className="text-stone-900">{t('media.size', { width: item.width, height: item.height })}</dd>
              <dt className="font-medium text-stone-700">{t('media.image.type')}</dt>
              <dd className="text-stone-900">{item.mime}</dd>
              <dt className="font-medium text-stone-700">{t('media.image.uploaded')}</dt>
              <dd className="text-stone-900">{formatDate(item.createdAt)}</dd>
            </dl>
          </section>
          <section aria-labelledby="media-uses-title" className="space-y-2">
            <h2 id="media-uses-title" className="text-lg font-semibold text-stone-900">
              {t('media.image.usesTitle')}
            </h2>
            {item.uses.length ? (
              <UsesList uses={item.uses} />
            ) : (
              <p className="text-stone-700">{t('media.image.noUses')}</p>
            )}
          </section>
        </div>
        <div className="min-w-0 space-y-8">
          <AltForm item={item} />
          <ReplacePanel item={item} />
          <DeletePanel item={item} name={name} onNotice={onNotice} />
        </div>
      </div>
    </>
  );
}
