import { X } from 'lucide-react';
import { useI18n } from '@/i18n';

/**
 * The X that closes a page's `<dialog>` with no script (`command="close"`, decision 060), named "Close" in
 * the page's language.
 */
export function DialogCloseButton({
  dialogId,
  className,
  iconClassName,
}: {
  dialogId: string;
  className: string;
  iconClassName: string;
}) {
  const { t } = useI18n();
  return (
    <button type="button" command="close" commandfor={dialogId} aria-label={t('common.close')} className={className}>
      <X className={iconClassName} aria-hidden="true" />
    </button>
  );
}
