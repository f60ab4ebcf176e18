import { Menu } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';
import { useI18n } from '@/i18n';

const loadMenu = () => import('./MobileMenu');
const MobileMenu = lazy(loadMenu);

/** The menu button below lg; the sheet's code loads when it is first pressed (or hovered/touched). */
export function MobileMenuButton() {
  const { t } = useI18n();
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button
        ref={button}
        type="button"
        aria-label={t('common.nav.openMenu')}
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={() => void loadMenu()}
        onTouchStart={() => void loadMenu()}
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
        className="inline-flex h-10 w-10 items-center justify-center rounded-md text-stone-800 hover:bg-stone-100"
      >
        <Menu className="h-6 w-6" aria-hidden="true" />
      </button>
      {used && (
        <Suspense fallback={null}>
          <MobileMenu open={open} onOpenChange={setOpen} returnFocusTo={button} />
        </Suspense>
      )}
    </>
  );
}
