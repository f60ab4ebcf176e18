import { useEffect, useRef } from 'react';
import { useScrolledPast } from '@/features/navigation';
import { PROGRESS_BAR_AFTER_PX, scrollProgress } from './scroll-progress';

/**
 * Thin bar across the top showing how far the page is read (SPEC §2.2), once past 100 px.
 * The width is a scale set from the scroll handler, so the server HTML has no style attribute.
 */
export function ScrollProgress() {
  const visible = useScrolledPast(PROGRESS_BAR_AFTER_PX);
  const bar = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!visible) return;
    let frame = 0;
    const update = () => {
      frame = 0;
      const { scrollHeight } = document.documentElement;
      const percent = scrollProgress(window.scrollY, scrollHeight, window.innerHeight);
      // Tailwind's scale-x-0 uses the `scale` property, so the live value goes there too.
      if (bar.current) bar.current.style.scale = `${percent / 100} 1`;
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
    };
  }, [visible]);

  if (!visible) return null;
  return (
    <div
      ref={bar}
      aria-hidden="true"
      data-testid="scroll-progress"
      className="fixed inset-x-0 top-0 z-[60] h-1 origin-left scale-x-0 bg-gradient-to-r from-amber-400 via-amber-500 to-primary"
    />
  );
}
