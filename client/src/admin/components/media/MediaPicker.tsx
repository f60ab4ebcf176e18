import type { MediaLibraryItem } from '@common/admin/media';
import { Button } from '@/components/ui/button';
import { useT } from '../../i18n';
import { Modal } from '../Modal';
import { MediaBrowser } from './MediaBrowser';

/**
 * "Choose from library": a modal dialog on the browser's own <dialog> (components/Modal.tsx; Radix's Dialog
 * injects a <style> the staff area's policy refuses) with the library's search, filters and grid. Choosing
 * an image hands it to the field and closes; Escape or "Close" closes without a change, and the focus goes
 * back to the button that opened it.
 */
export function MediaPicker({
  open,
  onClose,
  onPick,
  selectedId,
}: {
  open: boolean;
  onClose: () => void;
  onPick: (item: MediaLibraryItem) => void;
  selectedId?: number;
}) {
  const t = useT();
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={t('media.picker.title')}
      description={<p>{t('media.picker.intro')}</p>}
      // Wider than a question: min-width overrides the dialog's own width (no second width utility).
      className="min-w-[min(72rem,calc(100vw-2rem))]"
    >
      {/* biome-ignore lint/a11y/noStaticElementInteractions: keeps the dialog's keys from the editor around it. */}
      <div
        className="mt-4"
        // The picker sits inside editors whose parts answer Escape (the article's image panel closes): the
        // dialog's own Escape closes the dialog only.
        onKeyDown={(event) => {
          if (event.key === 'Escape') event.stopPropagation();
        }}
      >
        <MediaBrowser
          selectedId={selectedId}
          action={(item, name) => (
            <Button size="sm" variant={item.id === selectedId ? 'outline' : 'primary'} onClick={() => onPick(item)}>
              {t('media.picker.choose')}
              <span className="sr-only"> {name}</span>
            </Button>
          )}
        />
        <div className="sticky bottom-0 mt-4 flex justify-end border-t border-stone-200 bg-white pt-3">
          <Button variant="outline" onClick={onClose}>
            {t('media.picker.close')}
          </Button>
        </div>
      </div>
    </Modal>
  );
}
