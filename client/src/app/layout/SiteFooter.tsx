import { identityCountry, socialProfiles } from '@common/site-identity';
import { Mail, MapPin, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import { companyAnchor, useCompanies } from '@/components/companies/companies';
import { AnchorLink } from '@/features/navigation';
import { NewsletterForm } from '@/features/newsletter';
import { useI18n } from '@/i18n';
import { mailtoHref, telHref } from '@/lib/links';
import { Link } from '@/lib/router';
import { useSiteIdentity } from '@/lib/site-identity';
import { FOOTER_COMPANIES } from './nav-items';
import { SocialIcon } from './SocialIcon';

/** Quick links: anchors go to home sections (scrolling when already there), the rest are pages. */
const quickLinks: { key: string; to?: string; anchor?: string }[] = [
  { key: 'about', to: '/about' },
  { key: 'companies', anchor: 'our-companies' },
  { key: 'news', anchor: 'featured-news-insights' },
  { key: 'impact', to: '/impact' },
  { key: 'careers', to: '/careers' },
  { key: 'contact', to: '/contact' },
  { key: 'investors', anchor: 'partners-investors' },
];

const linkClass = 'rounded-sm text-stone-300 transition-colors hover:text-amber-300';

function Column({ heading, children }: { heading: string; children: ReactNode }) {
  return (
    <div>
      <h2 className="text-sm font-semibold tracking-wider text-white uppercase">{heading}</h2>
      <div className="mt-4">{children}</div>
    </div>
  );
}

export function SiteFooter() {
  const { t, locale } = useI18n();
  // Settings → Site identity; a fact left empty there (or no identity saved at all) is not shown.
  const identity = useSiteIdentity();
  const country = identity ? identityCountry(identity, locale) : '';
  const addressLines = [...(identity?.addressLines ?? []), ...(country ? [country] : [])];
  const profiles = socialProfiles(identity);
  const companies = useCompanies().slice(0, FOOTER_COMPANIES);
  // Server and browser read the same year (only a page rendered in the last second of a year differs).
  const year = new Date().getFullYear();
  return (
    <footer className="bg-gradient-to-b from-stone-900 to-stone-950 text-sm text-stone-300">
      <div className="h-1 bg-gradient-to-r from-primary via-amber-500 to-primary" aria-hidden="true" />
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:grid-cols-2 lg:grid-cols-12">
        <div className="lg:col-span-4">
          {/* The wordmark, not a heading: a div, so it does not read as a paragraph styled as one (axe p-as-heading). */}
          <div className="text-xl font-extrabold text-white">
            VEB <span className="text-amber-400">Group</span>
          </div>
          <p className="mt-3 max-w-sm leading-6 text-stone-300">{t('common.footer.tagline')}</p>
          {identity && (identity.phone || identity.email || addressLines.length > 0) && (
            <address className="mt-6 space-y-3 not-italic">
              {addressLines.length > 0 && (
                <p className="flex gap-3">
                  <MapPin className="mt-0.5 h-4 w-4 shrink-0 text-amber-400" aria-hidden="true" />
                  <span>
                    <span className="sr-only">{t('common.footer.addressLabel')}: </span>
                    {addressLines.map((line) => (
                      <span key={line} className="block">
                        {line}
                      </span>
                    ))}
                  </span>
                </p>
              )}
              {identity.phone && (
                <p className="flex items-center gap-3">
                  <Phone className="h-4 w-4 shrink-0 text-amber-400" aria-hidden="true" />
                  <span className="sr-only">{t('common.footer.phoneLabel')}: </span>
                  <a href={telHref(identity.phone)} className={linkClass}>
                    {identity.phone}
                  </a>
                </p>
              )}
              {identity.email && (
                <p className="flex items-center gap-3">
                  <Mail className="h-4 w-4 shrink-0 text-amber-400" aria-hidden="true" />
                  <span className="sr-only">{t('common.footer.emailLabel')}: </span>
                  <a href={mailtoHref(identity.email)} className={linkClass}>
                    {identity.email}
                  </a>
                </p>
              )}
            </address>
          )}
          {identity && profiles.length > 0 && (
            <div className="mt-6">
              <h2 className="sr-only">{t('common.footer.socialHeading')}</h2>
              <ul className="flex gap-2">
                {profiles.map(({ network, url }) => (
                  <li key={network}>
                    <a
                      href={url}
                      target="_blank"
                      rel="noopener noreferrer"
                      aria-label={`${t(`common.footer.social.${network}`, { name: identity.groupName })} ${t('common.newTab')}`}
                      className="inline-flex h-10 w-10 items-center justify-center rounded-full bg-white/10 text-stone-200 transition-colors hover:bg-amber-400 hover:text-stone-950"
                    >
                      <SocialIcon network={network} />
                    </a>
                  </li>
                ))}
              </ul>
            </div>
          )}
        </div>

        <div className="lg:col-span-2">
          <Column heading={t('common.footer.quickLinks')}>
            <ul className="space-y-2.5">
              {quickLinks.map((link) => (
                <li key={link.key}>
                  {link.anchor ? (
                    <AnchorLink anchor={link.anchor} className={linkClass}>
                      {t(`common.footer.links.${link.key}`)}
                    </AnchorLink>
                  ) : (
                    <Link to={link.to ?? '/'} className={linkClass}>
                      {t(`common.footer.links.${link.key}`)}
                    </Link>
                  )}
                </li>
              ))}
            </ul>
          </Column>
        </div>

        {/* No companies published: the column is left out rather than shown empty. */}
        <div className="lg:col-span-3">
          {companies.length > 0 && (
            <Column heading={t('common.footer.companiesHeading')}>
              <ul className="space-y-2.5">
                {companies.map((company) => (
                  <li key={company.id}>
                    <AnchorLink anchor={companyAnchor(company)} className={linkClass}>
                      {company.name}
                    </AnchorLink>
                  </li>
                ))}
              </ul>
            </Column>
          )}
        </div>

        <div className="lg:col-span-3">
          <Column heading={t('common.newsletter.heading')}>
            <p className="leading-6">{t('common.newsletter.text')}</p>
            <NewsletterForm />
          </Column>
        </div>
      </div>

      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 pt-6 pb-20 sm:flex-row sm:items-center sm:justify-between sm:pb-6">
          <p>
            © {year} {identity?.groupName ? `${identity.groupName}. ` : ''}
            {t('common.footer.rights')}
          </p>
          <nav aria-label={t('common.footer.legalLabel')}>
            <ul className="flex gap-6">
              <li>
                <Link className={linkClass} to="/privacy">
                  {t('common.footer.privacy')}
                </Link>
              </li>
              <li>
                <Link className={linkClass} to="/terms">
                  {t('common.footer.terms')}
                </Link>
              </li>
            </ul>
          </nav>
        </div>
      </div>
    </footer>
  );
}
