import type { PublicEntry } from '@common/entries/public';
import { Building2, Clock, Mail, Phone } from 'lucide-react';
import { useI18n } from '@/i18n';
import { langAttrs } from '@/lib/lang';
import { mailtoHref, telHref } from '@/lib/links';

/**
 * One office (SPEC §2.6 'Our Offices'): address, tap-to-call, tap-to-email, hours and department tags. The
 * Contact page lists the group's, a company's page its own (docs/decisions/084); its words are the contact
 * dictionary's, which both pages load.
 */
export function OfficeCard({ office }: { office: PublicEntry<'office'> }) {
  const { t, locale } = useI18n();
  const pageWords = langAttrs(locale, office.lang);
  const linkClass =
    'inline-flex items-center gap-2 rounded font-medium text-primary underline-offset-4 hover:underline [overflow-wrap:anywhere]';
  return (
    <li
      data-testid="office"
      {...langAttrs(office.lang, locale)}
      className="flex flex-col rounded-2xl border border-stone-200 bg-stone-50 p-6 shadow-sm sm:p-8"
    >
      <div className="flex items-start justify-between gap-3">
        <h3 className="flex items-center gap-3 text-xl font-semibold text-stone-900">
          <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-lg bg-primary text-white">
            <Building2 className="h-5 w-5" aria-hidden="true" />
          </span>
          {office.name}
        </h3>
        {office.headquarters && (
          <span
            className="shrink-0 rounded-full bg-amber-100 px-3 py-1 text-xs font-semibold text-amber-900"
            {...pageWords}
          >
            {t('contact.offices.headquarters')}
          </span>
        )}
      </div>
      <address className="mt-5 text-stone-700 not-italic">
        {office.address.map((line, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: address lines have no identity but their place.
          <span key={index} className="block">
            {line}
          </span>
        ))}
      </address>
      <ul className="mt-5 space-y-2">
        <li>
          <a
            className={linkClass}
            href={telHref(office.phone)}
            aria-label={t('contact.offices.callLabel', { office: office.name, phone: office.phone })}
          >
            <Phone className="h-4 w-4 shrink-0" aria-hidden="true" />
            {office.phone}
          </a>
        </li>
        <li>
          <a
            className={linkClass}
            href={mailtoHref(office.email)}
            aria-label={t('contact.offices.emailLabel', { office: office.name, email: office.email })}
          >
            <Mail className="h-4 w-4 shrink-0" aria-hidden="true" />
            {office.email}
          </a>
        </li>
        {office.hours && (
          <li className="flex items-center gap-2 text-stone-700">
            <Clock className="h-4 w-4 shrink-0 text-stone-500" aria-hidden="true" />
            <span className="sr-only" {...pageWords}>
              {t('contact.offices.hoursLabel')}:{' '}
            </span>
            <NoBreakTail text={office.hours} />
          </li>
        )}
      </ul>
      {office.departments.length > 0 && (
        <div className="mt-6 border-t border-stone-200 pt-4">
          <h4 className="text-sm font-semibold text-stone-700" {...pageWords}>
            {t('contact.offices.departmentsLabel')}
          </h4>
          <ul className="mt-2 flex flex-wrap gap-2">
            {office.departments.map((department, index) => (
              <li
                // biome-ignore lint/suspicious/noArrayIndexKey: department names have no identity but their place.
                key={index}
                className="rounded-full bg-primary-light px-3 py-1 text-xs font-medium text-primary-dark"
              >
                {department}
              </li>
            ))}
          </ul>
        </div>
      )}
    </li>
  );
}

/** Keeps the last word ('08h00-17h00') on one line so a time range never breaks at its hyphen. */
function NoBreakTail({ text }: { text: string }) {
  const cut = text.lastIndexOf(' ') + 1;
  return (
    <span>
      {text.slice(0, cut)}
      <span className="whitespace-nowrap">{text.slice(cut)}</span>
    </span>
  );
}
