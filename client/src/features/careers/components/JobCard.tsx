import type { PublicEntry } from '@common/entries/public';
import { Building2, CalendarDays, Check, Clock, MapPin, Send, Wallet } from 'lucide-react';
import type { ReactNode } from 'react';
import { countryName, formatSalary, postedAgo } from '@/components/careers/format';
import { buttonVariants } from '@/components/ui/button';
import { LongText } from '@/components/ui/long-text';
import { useI18n } from '@/i18n';
import { langAttrs } from '@/lib/lang';
import { mailtoHref } from '@/lib/links';
import { useSiteIdentity } from '@/lib/site-identity';
import { MailWindowLink } from './MailWindowLink';

function Fact({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div className="flex items-start gap-2">
      <dt className="flex items-center text-primary">
        {icon}
        <span className="sr-only">{label}</span>
      </dt>
      <dd>{children}</dd>
    </div>
  );
}

export type Job = PublicEntry<'job'>;
export type Company = PublicEntry<'company'>;

const jobAnchor = (job: Pick<Job, 'id'>) => `job-${job.id}`;

/** The salary as the card says it: 'R 28,000 – R 36,000 per month', 'From $2,500', or null. */
function useSalaryText(job: Job): string | null {
  const { t, locale } = useI18n();
  const amount = formatSalary({ currency: job.currency, min: job.salaryMin, max: job.salaryMax }, locale);
  if (!amount) return null;
  const bounded =
    job.salaryMin !== null && job.salaryMax === null
      ? t('careers.jobs.salaryFrom', { salary: amount })
      : job.salaryMin === null
        ? t('careers.jobs.salaryUpTo', { salary: amount })
        : amount;
  return job.salaryPeriod ? t(`careers.jobs.periods.${job.salaryPeriod}`, { salary: bounded }) : bounded;
}

/**
 * One opening (SPEC §2.5): facts, requirements, 'Apply Now' by e-mail and 'Learn More'. Apply goes to the
 * hiring company's careers mailbox, else the group's (Settings → Site identity); with neither, no link.
 */
export function JobCard({ job, company, today }: { job: Job; company: Company | undefined; today: string }) {
  const { messages, t, locale } = useI18n();
  const section = messages.careers.jobs;
  const identity = useSiteIdentity();
  const mailbox = company?.careersEmail || identity?.careersEmail;
  const salary = useSalaryText(job);
  const applyHref =
    mailbox &&
    mailtoHref(mailbox, {
      subject: t('careers.jobs.mailSubject', { id: job.id }),
      body: t('careers.jobs.mailBody', { id: job.id, title: job.title }),
    });
  const anchor = jobAnchor(job);
  // The opening's words may be in another language than the page's; its facts and buttons are the page's.
  const pageWords = langAttrs(locale, job.lang);
  return (
    <article
      id={anchor}
      aria-labelledby={`${anchor}-title`}
      {...langAttrs(job.lang, locale)}
      className="flex h-full flex-col rounded-2xl border border-stone-200 bg-white p-6 shadow-sm sm:p-8"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h3 id={`${anchor}-title`} className="text-xl font-semibold text-stone-900">
          {job.title}
        </h3>
        <span
          className="rounded-full bg-primary-light px-3 py-1 text-xs font-semibold text-primary-dark"
          {...pageWords}
        >
          <span className="sr-only">{section.level}: </span>
          {section.levels[job.level]}
        </span>
      </div>
      <dl className="mt-4 grid gap-2 text-sm text-stone-700 sm:grid-cols-2" {...pageWords}>
        {company && (
          <Fact icon={<Building2 aria-hidden="true" className="h-4 w-4" />} label={section.company}>
            {company.name}
          </Fact>
        )}
        <Fact icon={<MapPin aria-hidden="true" className="h-4 w-4" />} label={section.location}>
          {t('careers.jobs.place', { city: job.city, country: countryName(job.country, locale) })}
        </Fact>
        <Fact icon={<Clock aria-hidden="true" className="h-4 w-4" />} label={section.type}>
          {section.types[job.employmentType]}
        </Fact>
        {salary && (
          <Fact icon={<Wallet aria-hidden="true" className="h-4 w-4" />} label={section.salary}>
            <span className="font-semibold text-stone-900">{salary}</span>
          </Fact>
        )}
        <Fact icon={<CalendarDays aria-hidden="true" className="h-4 w-4" />} label={section.postedLabel}>
          <time dateTime={job.postedAt}>{postedAgo(job.postedAt, today, locale)}</time>
        </Fact>
      </dl>
      <LongText text={job.description} className="mt-4 leading-7 text-stone-700" />
      {job.requirements.length > 0 && (
        <>
          <h4 className="mt-5 text-sm font-semibold tracking-wide text-stone-900 uppercase" {...pageWords}>
            {section.requirements}
          </h4>
          <ul className="mt-2 flex-1 space-y-1.5">
            {job.requirements.map((requirement) => (
              <li key={requirement} className="flex gap-2 text-sm text-stone-700">
                <Check aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-primary" />
                <span>{requirement}</span>
              </li>
            ))}
          </ul>
        </>
      )}
      <div className="mt-auto flex flex-wrap gap-3 pt-6" {...pageWords}>
        {applyHref && (
          <MailWindowLink
            href={applyHref}
            aria-label={t('careers.jobs.applyLabel', { title: job.title })}
            className={buttonVariants({ variant: 'primary' })}
          >
            <Send aria-hidden="true" />
            {section.applyNow}
          </MailWindowLink>
        )}
        <a
          href={`#${anchor}`}
          aria-label={t('careers.jobs.learnMoreLabel', { title: job.title })}
          className={buttonVariants({ variant: 'outline' })}
        >
          {section.learnMore}
        </a>
      </div>
    </article>
  );
}
