import { identityCountry } from '@common/site-identity';
import { Mail, MapPin, UserRound } from 'lucide-react';
import { useI18n } from '@/i18n';
import { mailtoHref } from '@/lib/links';
import { useSiteIdentity } from '@/lib/site-identity';

interface Props {
  /** The mailbox this document sends questions to (Settings → Site identity); none shows no e-mail line. */
  email: string;
  /** The Information Officer's name, shown on the privacy notice only. */
  officer?: string;
}

/** Who to write to, by e-mail or by post: the registered company at the group's postal address. */
export function LegalContactCard({ email, officer }: Props) {
  const { t, locale } = useI18n();
  const identity = useSiteIdentity();
  const postal = identity?.addressLines.length
    ? [identity.legalName || identity.groupName, ...identity.addressLines, identityCountry(identity, locale)].filter(
        Boolean,
      )
    : [];
  if (!officer && !email && postal.length === 0) return null;
  return (
    <address className="not-italic mt-5 grid gap-4 rounded-xl border border-stone-200 bg-white p-5 shadow-sm sm:grid-cols-2">
      {officer && (
        <p className="flex gap-3 sm:col-span-2">
          <UserRound className="mt-0.5 h-5 w-5 shrink-0 text-primary" aria-hidden="true" />
          <span>
            <span className="block text-sm font-medium text-stone-600">{t('legal.contactCard.officer')}</span>
            <span className="font-semibold text-stone-900">{officer}</span>
          </span>
        </p>
      )}
      {email && (
        <p className="flex gap-3">
          <Mail className="mt-0.5 h-5 w-5 shrink-0 text-primary" aria-hidden="true" />
          <span>
            <span className="block text-sm font-medium text-stone-600">{t('legal.contactCard.email')}</span>
            <a
              href={mailtoHref(email)}
              className="font-semibold break-all text-primary underline underline-offset-2 hover:text-primary-dark"
            >
              {email}
            </a>
          </span>
        </p>
      )}
      {postal.length > 0 && (
        <p className="flex gap-3">
          <MapPin className="mt-0.5 h-5 w-5 shrink-0 text-primary" aria-hidden="true" />
          <span>
            <span className="block text-sm font-medium text-stone-600">{t('legal.contactCard.post')}</span>
            {postal.map((line) => (
              <span key={line} className="block text-stone-800">
                {line}
              </span>
            ))}
          </span>
        </p>
      )}
    </address>
  );
}
