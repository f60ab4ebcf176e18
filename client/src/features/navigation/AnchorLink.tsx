import type { MouseEvent } from 'react';
import { Link, type LinkProps } from '@/lib/router';
import { useScrollToAnchor } from './use-scroll-to-anchor';

type AnchorLinkProps = Omit<LinkProps, 'to'> & { anchor: string };

/**
 * A link to a home-page section: a real `/#anchor` href (works without JavaScript, opens in a new
 * tab), which scrolls smoothly instead when the visitor is already on the home page.
 */
export function AnchorLink({ anchor, onClick, ...props }: AnchorLinkProps) {
  const scrollToAnchor = useScrollToAnchor();
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey
    )
      return;
    event.preventDefault();
    scrollToAnchor(anchor);
  };
  return <Link to={`/#${anchor}`} onClick={handleClick} {...props} />;
}
