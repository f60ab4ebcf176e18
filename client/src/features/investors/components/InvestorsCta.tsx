import { Mail, MapPin, Phone } from 'lucide-react';
import { useI18n } from '@/i18n';
import { mailtoHref, telHref } from '@/lib/links';
import { useInvestmentTeam } from '../investment-team';
import { InvestorActions } from './InvestorActions';

/**
 * SPEC §2.7 closing call to action: the two actions and the investment team's e-mail and phone (its quick
 * contact) with the street address of the headquarters; whatever staff have not published is left out.
 */
export function InvestorsCta() {
  const { t } = useI18n();
  const { email, phone, address } = useInvestmentTeam();
  const linkClass =
    'inline-flex items-center gap-2 rounded underline-offset-4 hover:underline [overflow-wrap:anywhere]';
  return (
    <section aria-labelledby="investors-cta-heading" className="mx-auto max-w-7xl px-4 pb-16 sm:pb-20">
      <div className="relative overflow-hidden rounded-3xl bg-linear-to-br from-primary-dark to-primary px-6 py-12 text-center text-white shadow-lg sm:px-12 sm:py-16">
        <div
          className="pointer-events-none absolute inset-0 bg-[radial-gradient(circle_at_90%_10%,rgba(251,191,36,0.25),transparent_40%)]"
          aria-hidden="true"
        />
        <div className="relative">
          <h2 id="investors-cta-heading" className="text-3xl font-bold tracking-tight sm:text-4xl">
            {t('investors.cta.heading')}
          </h2>
          <p className="mx-auto mt-4 max-w-2xl text-lg text-green-50">{t('investors.cta.text')}</p>
          <div className="mt-8">
            <InvestorActions />
          </div>
          {(email || phone || address.length > 0) && (
            <div className="mx-auto mt-10 max-w-3xl border-t border-white/20 pt-8">
              <h3 className="text-sm font-semibold tracking-widest text-amber-300 uppercase">
                {t('investors.cta.contactHeading')}
              </h3>
              <ul className="mt-4 flex flex-col items-center gap-3 text-green-50 md:flex-row md:items-start md:justify-center md:gap-8">
                {email && (
                  <li className="shrink-0">
                    <a
                      className={linkClass}
                      href={mailtoHref(email)}
                      aria-label={t('investors.cta.emailLabel', { email })}
                    >
                      <Mail className="h-4 w-4 shrink-0" aria-hidden="true" />
                      {email}
                    </a>
                  </li>
                )}
                {phone && (
                  <li className="shrink-0 whitespace-nowrap">
                    <a
                      className={linkClass}
                      href={telHref(phone)}
                      aria-label={t('investors.cta.phoneLabel', { phone })}
                    >
                      <Phone className="h-4 w-4 shrink-0" aria-hidden="true" />
                      {phone}
                    </a>
                  </li>
                )}
                {address.length > 0 && (
                  <li className="flex gap-2 text-left">
                    <MapPin className="mt-1 h-4 w-4 shrink-0" aria-hidden="true" />
                    <address className="not-italic">
                      {address.map((line, index) => (
                        // biome-ignore lint/suspicious/noArrayIndexKey: address lines have no identity but their place.
                        <span key={index} className="block">
                          {line}
                        </span>
                      ))}
                    </address>
                  </li>
                )}
              </ul>
            </div>
          )}
        </div>
      </div>
    </section>
  );
}
