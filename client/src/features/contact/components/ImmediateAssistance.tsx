import { Mail, Phone } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useI18n } from '@/i18n';
import { mailtoHref, telHref } from '@/lib/links';
import { useSiteIdentity } from '@/lib/site-identity';

/**
 * SPEC §2.6 'Need Immediate Assistance': call and e-mail the group's main phone and e-mail, as owners keep
 * them in Settings → Site identity. SPEC names "an executive contact"; the site keeps no separate executive
 * line (it was a code copy), and a second setting for one button was not worth it, so the panel's text
 * names the head office, which is what the main line reaches. Without a phone or an e-mail there, the
 * panel has nothing to offer and is left out.
 */
export function ImmediateAssistance() {
  const { t } = useI18n();
  const identity = useSiteIdentity();
  const phone = identity?.phone;
  const email = identity?.email;
  if (!phone && !email) return null;
  return (
    <section aria-labelledby="assistance-heading" className="mx-auto max-w-7xl px-4 py-16 sm:py-20">
      <div className="relative overflow-hidden rounded-3xl bg-linear-to-br from-primary-dark to-primary px-6 py-12 text-center text-white shadow-lg sm:px-12">
        <div
          className="pointer-events-none absolute inset-0 bg-[radial-gradient(circle_at_90%_10%,rgba(251,191,36,0.25),transparent_40%)]"
          aria-hidden="true"
        />
        <div className="relative">
          <h2 id="assistance-heading" className="text-3xl font-bold tracking-tight sm:text-4xl">
            {t('contact.assistance.heading')}
          </h2>
          <p className="mx-auto mt-4 max-w-2xl text-lg text-green-50">{t('contact.assistance.text')}</p>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row sm:gap-4">
            {phone && (
              <Button asChild variant="accent" size="lg">
                <a href={telHref(phone)}>
                  <Phone aria-hidden="true" />
                  {t('contact.assistance.call')}
                </a>
              </Button>
            )}
            {email && (
              <Button asChild variant="outline-light" size="lg">
                <a href={mailtoHref(email, { subject: t('contact.assistance.mailSubject') })}>
                  <Mail aria-hidden="true" />
                  {t('contact.assistance.email')}
                </a>
              </Button>
            )}
          </div>
          <p className="mt-6 flex flex-col justify-center gap-1 text-sm text-green-50 sm:flex-row sm:gap-4">
            {phone && <span>{phone}</span>}
            {phone && email && (
              <span className="hidden sm:inline" aria-hidden="true">
                ·
              </span>
            )}
            {email && <span>{email}</span>}
          </p>
        </div>
      </div>
    </section>
  );
}
