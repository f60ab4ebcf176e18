import type { MediaLibraryItem, MediaUse } from '@common/admin/media';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { Button } from '@/components/ui/button';
import { ApiError } from '../../api/client';
import { ConfirmDialog, dangerClass } from '../../components/ConfirmDialog';
import { Modal } from '../../components/Modal';
import { deleteImage, mediaItemQuery, mediaKey } from '../../components/media/library-api';
import { Section } from '../../components/Section';
import { useT } from '../../i18n';
import { UsesList } from './UsesList';

/**
 * Deleting asks first; the server decides (it deletes only what nothing uses). Refused, the dialog lists the
 * uses as the server found them then, each a link to take the image out.
 */
export function DeletePanel({
  item,
  name,
  onNotice,
}: {
  item: MediaLibraryItem;
  name: string;
  onNotice: (text: string) => void;
}) {
  const t = useT();
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const button = useRef<HTMLButtonElement>(null);
  const [asking, setAsking] = useState(false);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState('');
  const [refused, setRefused] = useState<MediaUse[] | null>(null);

  async function confirm() {
    setPending(true);
    setError('');
    try {
      await deleteImage(item.id);
      queryClient.removeQueries({ queryKey: mediaItemQuery(item.id).queryKey });
      await queryClient.invalidateQueries({ queryKey: mediaKey });
      onNotice(t('media.image.deleted', { name }));
      navigate('/');
    } catch (failure) {
      if (failure instanceof ApiError && failure.status === 409) {
        // The uses as they are now (the screen may have been open a while).
        const fresh = await queryClient.fetchQuery({ ...mediaItemQuery(item.id), staleTime: 0 });
        setAsking(false);
        setRefused(fresh.uses);
      } else setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setPending(false);
    }
  }

  return (
    <Section title={t('media.image.deleteTitle')} intro={t('media.image.deleteIntro')} className="space-y-3">
      <button ref={button} type="button" className={dangerClass} onClick={() => setAsking(true)}>
        {t('media.image.deleteButton')}
      </button>
      <ConfirmDialog
        open={asking}
        title={t('media.image.confirmTitle', { name })}
        confirmLabel={t('media.image.confirm')}
        cancelLabel={t('common.cancel')}
        pending={pending}
        pendingLabel={t('media.image.deleting')}
        error={error}
        onConfirm={() => void confirm()}
        onCancel={() => {
          setAsking(false);
          setError('');
        }}
        returnFocusTo={() => button.current}
      >
        <p>{t('media.image.confirmText')}</p>
      </ConfirmDialog>
      <Modal
        open={refused !== null}
        onClose={() => setRefused(null)}
        title={t('media.image.inUseTitle')}
        description={<p>{t('media.image.inUseText')}</p>}
        alert
        returnFocusTo={() => button.current}
      >
        <div className="mt-3">
          <UsesList uses={refused ?? []} />
        </div>
        <div className="mt-5 flex justify-end">
          <Button variant="outline" size="sm" onClick={() => setRefused(null)}>
            {t('media.image.close')}
          </Button>
        </div>
      </Modal>
    </Section>
  );
}
