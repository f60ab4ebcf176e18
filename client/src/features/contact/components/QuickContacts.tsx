import { Handshake, Mail, Newspaper, Phone, TrendingUp } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { SectionHeading } from '@/components/ui/section-heading';
import { useI18n } from '@/i18n';
import { useEntries } from '@/lib/entries';
import { langAttrs } from '@/lib/lang';
import { mailtoHref, telHref } from '@/lib/links';

/** One per QUICK_CONTACT_ICONS (common/src/entries/kinds.ts). */
const icons = { Handshake, TrendingUp, Newspaper, Mail, Phone };

/**
 * SPEC §2.6: the quick contacts staff publish (three in the demo), each with an e-mail draft ('Inquiry from
 * the group website') and a call button.
 */
export function QuickContacts() {
  const { t, locale } = useI18n();
  const contacts = useEntries('quickContact');
  const subject = t('contact.quick.mailSubject');
  return (
    <section aria-labelledby="quick-contact-heading" className="mx-auto max-w-7xl px-4 py-16 sm:py-20">
      <SectionHeading id="quick-contact-heading" title={t('contact.quick.heading')} intro={t('contact.quick.intro')} />
      {contacts?.length === 0 ? (
        <EmptyState>{t('contact.quick.empty')}</EmptyState>
      ) : (
        <ul className="grid gap-6 md:grid-cols-3" aria-busy={contacts === undefined}>
          {contacts?.map((contact) => {
            const Icon = icons[contact.icon];
            const { title } = contact;
            return (
              <li
                key={contact.id}
                data-testid="quick-contact"
                {...langAttrs(contact.lang, locale)}
                className="flex flex-col rounded-2xl border border-stone-200 bg-white p-6 shadow-sm transition hover:-translate-y-0.5 hover:shadow-md"
              >
                <span className="flex h-12 w-12 items-center justify-center rounded-xl bg-primary-light text-primary">
                  <Icon className="h-6 w-6" aria-hidden="true" />
                </span>
                <h3 className="mt-4 text-xl font-semibold text-stone-900">{title}</h3>
                <p className="mt-2 flex-1 text-stone-600">{contact.description}</p>
                <div className="mt-6 flex flex-wrap gap-3" {...langAttrs(locale, contact.lang)}>
                  <Button asChild size="sm">
                    <a
                      href={mailtoHref(contact.email, { subject })}
                      aria-label={t('contact.quick.emailLabel', { title })}
                    >
                      <Mail aria-hidden="true" />
                      {t('contact.quick.email')}
                    </a>
                  </Button>
                  <Button asChild size="sm" variant="outline">
                    <a
                      href={telHref(contact.phone)}
                      aria-label={t('contact.quick.callLabel', { title, phone: contact.phone })}
                    >
                      <Phone aria-hidden="true" />
                      {contact.phone}
                    </a>
                  </Button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
