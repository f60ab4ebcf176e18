import { ArrowUp } from 'lucide-react';
import { scrollToTop, useScrolledPast } from '@/features/navigation';
import { useI18n } from '@/i18n';
import { BACK_TO_TOP_AFTER_PX } from './scroll-progress';

/** SPEC §2.2: appears past 400 px and scrolls smoothly back to the top. */
export function BackToTop() {
  const visible = useScrolledPast(BACK_TO_TOP_AFTER_PX);
  const { t } = useI18n();
  if (!visible) return null;
  return (
    <button
      type="button"
      onClick={() => {
        scrollToTop();
        // The button disappears at the top; keep keyboard focus at the start of the page.
        document.querySelector<HTMLElement>('header a')?.focus({ preventScroll: true });
      }}
      aria-label={t('common.progress.backToTop')}
      title={t('common.progress.backToTop')}
      className="fixed right-4 bottom-4 z-40 inline-flex h-12 w-12 items-center justify-center rounded-full bg-primary text-white shadow-lg ring-1 ring-white/40 transition-colors hover:bg-primary-dark sm:right-6 sm:bottom-6"
    >
      <ArrowUp className="h-5 w-5" aria-hidden="true" />
    </button>
  );
}
