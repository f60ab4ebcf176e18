import { EmailLinkAction } from '@/features/newsletter/components/EmailLinkAction';

/** /newsletter/confirm#token=...: the confirmation e-mail's link (issue 11 §3); not in the sitemap. */
export default function NewsletterConfirmPage() {
  return <EmailLinkAction action="confirm" />;
}
