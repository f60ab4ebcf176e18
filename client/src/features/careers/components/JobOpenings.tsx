import { jobs } from '@common/content/jobs';
import { SectionHeading } from '@/components/ui/section-heading';
import { useI18n } from '@/i18n';
import { JobCard } from './JobCard';

/** SPEC §2.5 Current Openings, under the job-openings anchor: six cards. */
export function JobOpenings() {
  const { messages } = useI18n();
  const section = messages.careers.jobs;
  return (
    <section id="job-openings" aria-labelledby="job-openings-heading" className="bg-white py-16 sm:py-24">
      <div className="mx-auto max-w-7xl px-4">
        <SectionHeading id="job-openings-heading" title={section.heading} intro={section.intro} />
        <ul aria-label={section.listLabel} className="grid gap-6 lg:grid-cols-2">
          {jobs.map((job) => (
            <li key={job.id}>
              <JobCard job={job} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
