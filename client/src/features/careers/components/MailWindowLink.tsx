import type { ComponentProps } from 'react';

/**
 * A mail link that opens in a new window (SPEC §2.5: `window.open(href, '_blank')`). It stays a
 * real link, so it works before the script loads and for every keyboard and assistive technology.
 */
export function MailWindowLink({ href, ...props }: ComponentProps<'a'> & { href: string }) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      onClick={(event) => {
        event.preventDefault();
        window.open(href, '_blank', 'noopener');
      }}
      {...props}
    />
  );
}
