import { Menu } from 'lucide-react';
import { useI18n } from '@/i18n';
import { MOBILE_MENU_ID, MobileMenu } from './MobileMenu';

/** The menu button below lg: opens the menu's `<dialog>` with no script (docs/decisions/060). */
export function MobileMenuButton() {
  const { t } = useI18n();
  return (
    <>
      <button
        type="button"
        command="show-modal"
        commandfor={MOBILE_MENU_ID}
        aria-label={t('common.nav.openMenu')}
        aria-haspopup="dialog"
        className="inline-flex h-10 w-10 items-center justify-center rounded-md text-stone-800 hover:bg-stone-100"
      >
        <Menu className="h-6 w-6" aria-hidden="true" />
      </button>
      <MobileMenu />
    </>
  );
}
