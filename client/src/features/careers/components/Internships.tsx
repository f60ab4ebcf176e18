import { Building2, Clock, GraduationCap } from 'lucide-react';
import { buttonVariants } from '@/components/ui/button';
import { LongText } from '@/components/ui/long-text';
import { SectionHeading } from '@/components/ui/section-heading';
import { useI18n } from '@/i18n';
import { useEntries } from '@/lib/entries';
import { langAttrs } from '@/lib/lang';
import { mailtoHref } from '@/lib/links';
import { useSiteIdentity } from '@/lib/site-identity';
import { MailWindowLink } from './MailWindowLink';

/** SPEC §2.5 Internships (three in the demo), each applied for by e-mail, while open (past its closing day, gone). */
export function Internships() {
  const { messages, t, locale } = useI18n();
  const section = messages.careers.internships;
  const internships = useEntries('internship');
  const companies = useEntries('company');
  // SPEC §2.5: to the internships mailbox of Settings → Site identity; without one there is no Apply link.
  const mailbox = useSiteIdentity()?.internshipsEmail;
  return (
    <section aria-labelledby="internships-heading" className="mx-auto max-w-7xl px-4 py-16 sm:py-24">
      <SectionHeading id="internships-heading" title={section.heading} intro={section.intro} />
      {internships?.length === 0 && <p className="text-center text-stone-700">{section.empty}</p>}
      {!!internships?.length && (
        <ul className="grid gap-6 md:grid-cols-3">
          {internships.map((internship) => {
            const company = companies?.find((c) => c.id === internship.company);
            const href =
              mailbox &&
              mailtoHref(mailbox, {
                subject: t('careers.internships.mailSubject', { title: internship.title }),
                body: t('careers.internships.mailBody', { title: internship.title }),
              });
            const pageWords = langAttrs(locale, internship.lang);
            return (
              <li key={internship.id} {...langAttrs(internship.lang, locale)}>
                <article className="flex h-full flex-col rounded-2xl border border-stone-200 bg-white p-6 shadow-sm">
                  <div className="flex items-center justify-between gap-3">
                    <span className="inline-flex h-12 w-12 items-center justify-center rounded-xl bg-accent-light text-accent">
                      <GraduationCap aria-hidden="true" className="h-6 w-6" />
                    </span>
                    <span
                      className="inline-flex items-center gap-1 rounded-full bg-stone-100 px-3 py-1 text-xs font-semibold text-stone-800"
                      {...pageWords}
                    >
                      <Clock aria-hidden="true" className="h-3.5 w-3.5" />
                      {t('careers.internships.duration', { n: internship.durationMonths })}
                    </span>
                  </div>
                  <h3 className="mt-4 text-xl font-semibold text-stone-900">{internship.title}</h3>
                  {company && (
                    <p className="mt-1 flex items-center gap-1.5 text-sm font-medium text-primary">
                      <Building2 aria-hidden="true" className="h-4 w-4" />
                      <span className="sr-only" {...pageWords}>
                        {section.hostedBy}{' '}
                      </span>
                      {company.name}
                    </p>
                  )}
                  <LongText text={internship.description} className="mt-3 flex-1 leading-7 text-stone-700" />
                  {href && (
                    <MailWindowLink
                      href={href}
                      aria-label={t('careers.internships.applyLabel', { title: internship.title })}
                      {...pageWords}
                      className={buttonVariants({ variant: 'primary', className: 'mt-6 w-full' })}
                    >
                      {section.apply}
                    </MailWindowLink>
                  )}
                </article>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
