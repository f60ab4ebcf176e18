import { type ReactNode, type RefObject, useEffect, useRef } from 'react';
import { useT } from '../i18n';
import { headingTakesFocus } from '../lib/route-focus';

/**
 * The page's heading, focused when the page opens (after client-side navigation a screen reader
 * starts reading the new page, and keyboard users continue from its top), and the document title.
 * Focused when it appears, not when its words change: a new article's heading becomes its title at
 * the first autosave, and the focus must stay in the field being typed in. Not on the page the staff
 * area opens on (lib/route-focus.ts), so the first Tab there reaches the skip link.
 */
export function PageTitle({
  children,
  title,
  actions,
  headingRef,
}: {
  children: ReactNode;
  title: string;
  actions?: ReactNode;
  /** For a screen that sends the focus back to its heading after an action (the inbox's "Not spam"). */
  headingRef?: RefObject<HTMLHeadingElement | null>;
}) {
  const t = useT();
  const own = useRef<HTMLHeadingElement>(null);
  const heading = headingRef ?? own;
  useEffect(() => {
    document.title = `${title} | ${t('common.productName')}`;
  }, [title, t]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the heading appears (see above).
  useEffect(() => {
    if (headingTakesFocus()) heading.current?.focus({ preventScroll: false });
  }, []);
  return (
    <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
      <h1
        ref={heading}
        tabIndex={-1}
        className="min-w-0 text-2xl font-bold break-words text-stone-900 focus:outline-none"
      >
        {children}
      </h1>
      {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
    </div>
  );
}
