import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

const tones = {
  error: 'border-red-300 bg-red-50 text-red-900',
  info: 'border-sky-300 bg-sky-50 text-sky-950',
  success: 'border-green-300 bg-green-50 text-green-950',
  warning: 'border-amber-300 bg-amber-50 text-amber-950',
};

/**
 * A message box. Errors are announced (role="alert"); the others politely (role="status"), so a screen
 * reader hears what a form's submission did without the focus moving.
 */
export function Alert({
  tone = 'info',
  title,
  live = true,
  children,
}: {
  tone?: keyof typeof tones;
  title?: string;
  /** False when the words are said through the shell's live region instead (lib/announce.ts), so they are said once. */
  live?: boolean;
  children?: ReactNode;
}) {
  return (
    <div
      role={live ? (tone === 'error' ? 'alert' : 'status') : undefined}
      className={cn('rounded-md border px-4 py-3 text-sm', tones[tone])}
    >
      {title && <p className="font-semibold">{title}</p>}
      {children && <div className={title ? 'mt-1' : undefined}>{children}</div>}
    </div>
  );
}
