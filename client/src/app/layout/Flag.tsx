import { cn } from '@/lib/cn';
import type { LanguageOption } from './languages';

/** Small inline flags (no emoji font or image needed); decorative, the language name is beside them. */
export function Flag({ flag, className }: { flag: LanguageOption['flag']; className?: string }) {
  return (
    <svg
      viewBox="0 0 30 20"
      aria-hidden="true"
      focusable="false"
      className={cn('h-3.5 w-5 shrink-0 rounded-[2px] ring-1 ring-black/10', className)}
    >
      {flag === 'fr' && (
        <>
          <rect width="10" height="20" fill="#002395" />
          <rect x="10" width="10" height="20" fill="#fff" />
          <rect x="20" width="10" height="20" fill="#ed2939" />
        </>
      )}
      {flag === 'gb' && (
        <>
          <rect width="30" height="20" fill="#012169" />
          <path d="M0 0l30 20M30 0L0 20" stroke="#fff" strokeWidth="4" />
          <path d="M0 0l30 20M30 0L0 20" stroke="#c8102e" strokeWidth="1.5" />
          <path d="M15 0v20M0 10h30" stroke="#fff" strokeWidth="6" />
          <path d="M15 0v20M0 10h30" stroke="#c8102e" strokeWidth="3.5" />
        </>
      )}
      {flag === 'tz' && (
        <>
          <path d="M0 0h30L0 20z" fill="#1eb53a" />
          <path d="M30 0v20H0z" fill="#00a3dd" />
          <path d="M0 20L30 0" stroke="#fcd116" strokeWidth="7" />
          <path d="M0 20L30 0" stroke="#000" strokeWidth="4.5" />
        </>
      )}
    </svg>
  );
}
