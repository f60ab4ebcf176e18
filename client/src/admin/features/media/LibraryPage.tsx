import { Link } from 'wouter';
import { Button } from '@/components/ui/button';
import { Alert } from '../../components/Alert';
import { MediaBrowser } from '../../components/media/MediaBrowser';
import { PageTitle } from '../../components/PageTitle';
import { useT } from '../../i18n';
import { UploadBox } from './UploadBox';

/** Every image uploaded, newest first, searched and filtered; each opens its details. */
export function LibraryPage({ notice }: { notice: string }) {
  const t = useT();
  return (
    <>
      <PageTitle title={t('media.library.title')}>{t('media.library.title')}</PageTitle>
      <p className="max-w-3xl text-stone-700">{t('media.library.intro')}</p>
      <div className="mt-4 space-y-4">
        {notice && <Alert tone="success">{notice}</Alert>}
        <UploadBox />
        <MediaBrowser
          action={(item, name) => (
            <Button size="sm" variant="outline" asChild>
              <Link href={`/${item.id}`}>
                {t('media.library.details')}
                <span className="sr-only"> {name}</span>
              </Link>
            </Button>
          )}
        />
      </div>
    </>
  );
}
