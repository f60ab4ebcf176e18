import { EmailLinkAction } from '@/features/newsletter/components/EmailLinkAction';

/** /newsletter/unsubscribe#token=...: every newsletter's unsubscribe link (issue 11 §3); not in the sitemap. */
export default function NewsletterUnsubscribePage() {
  return <EmailLinkAction action="unsubscribe" />;
}
