import type { Job } from '@common/content/jobs';
import { Building2, CalendarDays, Check, Clock, MapPin, Send, Wallet } from 'lucide-react';
import type { ReactNode } from 'react';
import { useCompanies } from '@/components/companies/companies';
import { buttonVariants } from '@/components/ui/button';
import { useI18n } from '@/i18n';
import { mailtoHref } from '@/lib/links';
import { useSiteIdentity } from '@/lib/site-identity';
import { formatSalary } from '../format-salary';
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

export const jobAnchor = (job: Pick<Job, 'id'>) => `job-${job.id}`;

/** One opening (SPEC §2.5): facts, requirements, 'Apply Now' by e-mail and 'Learn More'. */
export function JobCard({ job }: { job: Job }) {
  const { messages, t, locale } = useI18n();
  const companies = useCompanies();
  const section = messages.careers.jobs;
  const text = section.items[job.key];
  const company = companies.find((c) => c.slug === job.company)?.name ?? job.company;
  const posted =
    job.posted.count === 1
      ? section.posted[job.posted.unit]
      : t(`careers.jobs.posted.${job.posted.unit}s`, { n: job.posted.count });
  // SPEC §2.5: to the careers mailbox of Settings → Site identity; without one there is no Apply link.
  const mailbox = useSiteIdentity()?.careersEmail;
  const applyHref =
    mailbox &&
    mailtoHref(mailbox, {
      subject: t('careers.jobs.mailSubject', { id: job.id }),
      body: t('careers.jobs.mailBody', { id: job.id, title: text.title }),
    });
  const anchor = jobAnchor(job);
  return (
    <article
      id={anchor}
      aria-labelledby={`${anchor}-title`}
      className="flex h-full flex-col rounded-2xl border border-stone-200 bg-white p-6 shadow-sm sm:p-8"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h3 id={`${anchor}-title`} className="text-xl font-semibold text-stone-900">
          {text.title}
        </h3>
        <span className="rounded-full bg-primary-light px-3 py-1 text-xs font-semibold text-primary-dark">
          <span className="sr-only">{section.level}: </span>
          {section.levels[job.level]}
        </span>
      </div>
      <dl className="mt-4 grid gap-2 text-sm text-stone-700 sm:grid-cols-2">
        <Fact icon={<Building2 aria-hidden="true" className="h-4 w-4" />} label={section.company}>
          {company}
        </Fact>
        <Fact icon={<MapPin aria-hidden="true" className="h-4 w-4" />} label={section.location}>
          {section.locations[job.location]}
        </Fact>
        <Fact icon={<Clock aria-hidden="true" className="h-4 w-4" />} label={section.type}>
          {section.types[job.type]}
        </Fact>
        <Fact icon={<Wallet aria-hidden="true" className="h-4 w-4" />} label={section.salary}>
          <span className="font-semibold text-stone-900">
            {t('careers.jobs.perMonth', { salary: formatSalary(job.salary, locale) })}
          </span>
        </Fact>
        <Fact icon={<CalendarDays aria-hidden="true" className="h-4 w-4" />} label={section.postedLabel}>
          {posted}
        </Fact>
      </dl>
      <p className="mt-4 leading-7 text-stone-700">{text.description}</p>
      <h4 className="mt-5 text-sm font-semibold tracking-wide text-stone-900 uppercase">{section.requirements}</h4>
      <ul className="mt-2 flex-1 space-y-1.5">
        {text.requirements.map((requirement) => (
          <li key={requirement} className="flex gap-2 text-sm text-stone-700">
            <Check aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-primary" />
            <span>{requirement}</span>
          </li>
        ))}
      </ul>
      <div className="mt-6 flex flex-wrap gap-3">
        {applyHref && (
          <MailWindowLink
            href={applyHref}
            aria-label={t('careers.jobs.applyLabel', { title: text.title })}
            className={buttonVariants({ variant: 'primary' })}
          >
            <Send aria-hidden="true" />
            {section.applyNow}
          </MailWindowLink>
        )}
        <a
          href={`#${anchor}`}
          aria-label={t('careers.jobs.learnMoreLabel', { title: text.title })}
          className={buttonVariants({ variant: 'outline' })}
        >
          {section.learnMore}
        </a>
      </div>
    </article>
  );
}
