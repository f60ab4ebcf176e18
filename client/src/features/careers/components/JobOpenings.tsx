import { SectionHeading } from '@/components/ui/section-heading';
import { useI18n } from '@/i18n';
import { useToday } from '@/lib/calendar';
import { useEntries } from '@/lib/entries';
import { JobCard } from './JobCard';

/**
 * SPEC §2.5 Current Openings, under the job-openings anchor: the openings shown today (published, posted,
 * not past their closing day in the site's time zone: the server decides), newest first.
 */
export function JobOpenings() {
  const { messages } = useI18n();
  const section = messages.careers.jobs;
  const jobs = useEntries('job');
  const companies = useEntries('company');
  const today = useToday();
  return (
    <section id="job-openings" aria-labelledby="job-openings-heading" className="bg-white py-16 sm:py-24">
      <div className="mx-auto max-w-7xl px-4">
        <SectionHeading id="job-openings-heading" title={section.heading} intro={section.intro} />
        {jobs?.length === 0 && <p className="text-center text-stone-700">{section.empty}</p>}
        {!!jobs?.length && (
          <ul aria-label={section.listLabel} className="grid gap-6 lg:grid-cols-2">
            {jobs.map((job) => (
              <li key={job.id}>
                <JobCard job={job} company={companies?.find((c) => c.id === job.company)} today={today} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
