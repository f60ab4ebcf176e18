import type { KeyboardEvent, ReactNode } from 'react';

/**
 * A panel the toolbar opens under itself (a link, an image): a named group, not a form, because a form
 * would nest inside the article's. Escape closes it; `onEnter` is what Enter in one of its boxes does.
 */
export function ToolbarPanel({
  label,
  className,
  close,
  onEnter,
  children,
}: {
  label: string;
  className: string;
  close: () => void;
  onEnter?: (event: KeyboardEvent) => void;
  children: ReactNode;
}) {
  return (
    <fieldset
      className={`border-t border-stone-300 p-3 ${className}`}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.preventDefault();
          close();
        } else if (onEnter && event.key === 'Enter' && event.target instanceof HTMLInputElement) {
          onEnter(event);
        }
      }}
    >
      <legend className="sr-only">{label}</legend>
      {children}
    </fieldset>
  );
}
