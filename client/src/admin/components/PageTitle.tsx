import { type ReactNode, useEffect, useRef } from 'react';
import { useT } from '../i18n';

/**
 * The page's heading, focused when the page opens (after client-side navigation a screen reader
 * starts reading the new page, and keyboard users continue from its top), and the document title.
 */
export function PageTitle({ children, title, actions }: { children: ReactNode; title: string; actions?: ReactNode }) {
  const t = useT();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    document.title = `${title} | ${t('common.productName')}`;
    heading.current?.focus({ preventScroll: false });
  }, [title, t]);
  return (
    <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
      <h1 ref={heading} tabIndex={-1} className="text-2xl font-bold text-stone-900 focus:outline-none">
        {children}
      </h1>
      {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
    </div>
  );
}
