import { type ReactNode, type Ref, useId } from 'react';

interface PageDialogProps {
  /** The id its `command="show-modal"` buttons name in `commandfor`. */
  id: string;
  ref?: Ref<HTMLDialogElement>;
  className: string;
  title: string;
  /** Read by screen readers when it opens (not shown). */
  description: string;
  /** The title's classes: hidden unless given. */
  titleClassName?: string;
  /** Places the title in a header of the dialog's own (the menu's, beside its close button). */
  header?: (title: ReactNode) => ReactNode;
  children: ReactNode;
}

/**
 * A modal `<dialog>` in the server's HTML that the browser opens and closes with no script (decision 060):
 * a `command="show-modal"` button opens it; Escape, a tap outside (`closedby="any"`) or a `command="close"`
 * button close it; it is named by its title and described by its description.
 */
export function PageDialog({
  id,
  ref,
  className,
  title,
  description,
  titleClassName,
  header,
  children,
}: PageDialogProps) {
  const titleId = useId();
  const descriptionId = useId();
  const heading = (
    <h2 id={titleId} className={titleClassName ?? 'sr-only'}>
      {title}
    </h2>
  );
  return (
    <dialog
      id={id}
      ref={ref}
      closedby="any"
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      className={className}
    >
      {header ? header(heading) : heading}
      <p id={descriptionId} className="sr-only">
        {description}
      </p>
      {children}
    </dialog>
  );
}
