import { X } from 'lucide-react';
import { Toast } from 'radix-ui';
import { useEffect, useRef } from 'react';
import { dismissToast, useToasts } from '@/hooks/use-toast';
import { useI18n } from '@/i18n';
import { cn } from '@/lib/cn';

/**
 * Radix Toast gives the SPEC §9 behaviour: 5000 ms display, swipe right past 50 px to dismiss,
 * F8 moves focus to the region, and announcements to screen readers.
 */
export function Toaster({ focusOnMount = false }: { focusOnMount?: boolean }) {
  const toasts = useToasts();
  const viewport = useRef<HTMLOListElement>(null);
  // Loaded by an F8 press (lazy-toaster.tsx): finish what the hotkey asked for.
  useEffect(() => {
    if (focusOnMount) viewport.current?.focus();
  }, [focusOnMount]);
  // While toasts show, Radix puts a visually hidden span with tabindex=0 on each side of the list to
  // steer Tab into and out of it. A tabbable span with no role fails axe focus-order-semantics, so
  // they leave the tab order: Tab reaches the toasts' buttons in document order, and Radix still
  // focuses the spans by script to leave the list.
  useEffect(() => {
    const region = viewport.current?.parentElement;
    if (!region) return;
    const untab = () => {
      for (const proxy of region.querySelectorAll<HTMLElement>(':scope > span[tabindex="0"]')) proxy.tabIndex = -1;
    };
    untab();
    const observer = new MutationObserver(untab);
    observer.observe(region, { childList: true });
    return () => observer.disconnect();
  }, []);
  const { t } = useI18n();
  return (
    <Toast.Provider duration={5000} swipeDirection="right" swipeThreshold={50} label={t('common.notifications')}>
      {toasts.map(({ id, title, description, variant, open }) => (
        <Toast.Root
          key={id}
          open={open}
          onOpenChange={(next) => {
            if (!next) dismissToast(id);
          }}
          className={cn(
            'group pointer-events-auto relative flex w-full items-start justify-between gap-3 overflow-hidden rounded-lg border p-4 pr-8 shadow-lg',
            'data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=cancel]:translate-x-0 data-[swipe=end]:translate-x-[var(--radix-toast-swipe-end-x)]',
            variant === 'destructive'
              ? 'border-red-700 bg-red-700 text-white'
              : 'border-stone-200 bg-white text-stone-900',
          )}
        >
          <div className="grid gap-1">
            {title && <Toast.Title className="text-sm font-semibold">{title}</Toast.Title>}
            {description && <Toast.Description className="text-sm opacity-90">{description}</Toast.Description>}
          </div>
          <Toast.Close
            aria-label={t('common.close')}
            className="absolute top-2 right-2 rounded-md p-1 opacity-80 hover:opacity-100 focus-visible:opacity-100 focus-visible:outline-2 focus-visible:outline-current"
          >
            <X className="h-4 w-4" aria-hidden="true" />
          </Toast.Close>
        </Toast.Root>
      ))}
      <Toast.Viewport
        ref={viewport}
        label={`${t('common.notifications')} ({hotkey})`}
        className="fixed right-0 bottom-0 z-[100] flex max-h-screen w-full flex-col gap-2 p-4 outline-none sm:max-w-[420px]"
      />
    </Toast.Provider>
  );
}
