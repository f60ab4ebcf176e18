import { EmailLinkAction } from '@/features/newsletter/components/EmailLinkAction';

/*
 * The newsletter e-mails' two links (docs/decisions/017), not in the sitemap; one module, so EmailLinkAction
 * travels in this chunk instead of the chunk every page loads.
 */

/** /newsletter/confirm#token=...: the confirmation e-mail's link. */
export function NewsletterConfirmPage() {
  return <EmailLinkAction action="confirm" />;
}

/** /newsletter/unsubscribe#token=...: every newsletter's unsubscribe link. */
export function NewsletterUnsubscribePage() {
  return <EmailLinkAction action="unsubscribe" />;
}
