import { internships } from '@common/content/internships';
import { Building2, Clock, GraduationCap } from 'lucide-react';
import { useCompanies } from '@/components/companies/companies';
import { buttonVariants } from '@/components/ui/button';
import { SectionHeading } from '@/components/ui/section-heading';
import { useI18n } from '@/i18n';
import { mailtoHref } from '@/lib/links';
import { useSiteIdentity } from '@/lib/site-identity';
import { MailWindowLink } from './MailWindowLink';

/** SPEC §2.5 Internships: three programmes, each applied for by e-mail. */
export function Internships() {
  const { messages, t } = useI18n();
  const section = messages.careers.internships;
  // SPEC §2.5: to the internships mailbox of Settings → Site identity; without one there is no Apply link.
  const mailbox = useSiteIdentity()?.internshipsEmail;
  const companies = useCompanies();
  return (
    <section aria-labelledby="internships-heading" className="mx-auto max-w-7xl px-4 py-16 sm:py-24">
      <SectionHeading id="internships-heading" title={section.heading} intro={section.intro} />
      <ul className="grid gap-6 md:grid-cols-3">
        {internships.map((internship) => {
          const text = section.items[internship.key];
          const company = companies.find((c) => c.slug === internship.company)?.name ?? internship.company;
          const href =
            mailbox &&
            mailtoHref(mailbox, {
              subject: t('careers.internships.mailSubject', { title: text.title }),
              body: t('careers.internships.mailBody', { title: text.title }),
            });
          return (
            <li key={internship.key}>
              <article className="flex h-full flex-col rounded-2xl border border-stone-200 bg-white p-6 shadow-sm">
                <div className="flex items-center justify-between gap-3">
                  <span className="inline-flex h-12 w-12 items-center justify-center rounded-xl bg-accent-light text-accent">
                    <GraduationCap aria-hidden="true" className="h-6 w-6" />
                  </span>
                  <span className="inline-flex items-center gap-1 rounded-full bg-stone-100 px-3 py-1 text-xs font-semibold text-stone-800">
                    <Clock aria-hidden="true" className="h-3.5 w-3.5" />
                    {t('careers.internships.duration', { n: internship.durationMonths })}
                  </span>
                </div>
                <h3 className="mt-4 text-xl font-semibold text-stone-900">{text.title}</h3>
                <p className="mt-1 flex items-center gap-1.5 text-sm font-medium text-primary">
                  <Building2 aria-hidden="true" className="h-4 w-4" />
                  <span className="sr-only">{section.hostedBy} </span>
                  {company}
                </p>
                <p className="mt-3 flex-1 leading-7 text-stone-700">{text.description}</p>
                {href && (
                  <MailWindowLink
                    href={href}
                    aria-label={t('careers.internships.applyLabel', { title: text.title })}
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
    </section>
  );
}
