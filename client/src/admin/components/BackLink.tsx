import type { ReactNode } from 'react';
import { Link } from 'wouter';

/** The link above a screen's title back to the list it was opened from ("Back to news"). */
export function BackLink({ href = '/', children }: { href?: string; children: ReactNode }) {
  return (
    <Link href={href} className="text-sm font-medium text-primary underline underline-offset-4">
      {children}
    </Link>
  );
}
