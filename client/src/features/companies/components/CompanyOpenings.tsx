import { Briefcase, GraduationCap, MapPin } from 'lucide-react';
import { countryName } from '@/components/careers/format';
import type { Company } from '@/components/companies/companies';
import { SectionHeading } from '@/components/ui/section-heading';
import { useI18n } from '@/i18n';
import { pluralOf } from '@/i18n/plural';
import { useCompanyEntries } from '@/lib/entries';
import { formatPublishDate } from '@/lib/format-date';
import { langAttrs } from '@/lib/lang';
import { Link } from '@/lib/router';

/**
 * The company's current openings and internships (those the Careers page shows: the same records, the same
 * window of dates), each leading to its full description on the Careers page.
 */
export function CompanyOpenings({ company }: { company: Company }) {
  const { t, locale } = useI18n();
  const jobs = useCompanyEntries('job', company.id) ?? [];
  const internships = useCompanyEntries('internship', company.id) ?? [];
  const card = 'flex h-full flex-col rounded-2xl border border-stone-200 bg-white p-6 shadow-sm';
  const link =
    'mt-auto inline-flex pt-4 text-sm font-semibold text-primary underline-offset-4 hover:text-primary-dark hover:underline';
  return (
    <section aria-labelledby="company-openings" className="bg-stone-50 py-16 sm:py-20">
      <div className="mx-auto max-w-7xl px-4">
        <SectionHeading
          id="company-openings"
          title={t('company.openings.heading', { company: company.name })}
          intro={t('company.openings.intro', { company: company.name })}
        />
        {jobs.length + internships.length === 0 ? (
          <p className="text-center text-stone-600">{t('company.openings.none', { company: company.name })}</p>
        ) : (
          <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
            {jobs.map((job) => (
              <li key={`job-${job.id}`}>
                <article className={card} {...langAttrs(job.lang, locale)}>
                  <h3 className="flex items-start gap-2 text-lg font-semibold text-stone-900">
                    <Briefcase aria-hidden="true" className="mt-1 h-5 w-5 shrink-0 text-primary" />
                    {job.title}
                  </h3>
                  <p className="mt-2 flex items-center gap-2 text-sm text-stone-700" {...langAttrs(locale, job.lang)}>
                    <MapPin aria-hidden="true" className="h-4 w-4 shrink-0" />
                    {t('careers.jobs.place', { city: job.city, country: countryName(job.country, locale) })}
                    {' · '}
                    {t(`careers.jobs.types.${job.employmentType}`)}
                  </p>
                  {job.closesAt && (
                    <p className="mt-1 text-sm text-stone-600" {...langAttrs(locale, job.lang)}>
                      {t('company.openings.closes', { date: formatPublishDate(job.closesAt, locale) })}
                    </p>
                  )}
                  <Link
                    to={`/careers#job-${job.id}`}
                    className={link}
                    aria-label={t('company.openings.detailsLabel', { title: job.title })}
                    {...langAttrs(locale, job.lang)}
                  >
                    {t('company.openings.details')}
                  </Link>
                </article>
              </li>
            ))}
            {internships.map((internship) => (
              <li key={`internship-${internship.id}`}>
                <article className={card} {...langAttrs(internship.lang, locale)}>
                  <h3 className="flex items-start gap-2 text-lg font-semibold text-stone-900">
                    <GraduationCap aria-hidden="true" className="mt-1 h-5 w-5 shrink-0 text-primary" />
                    {internship.title}
                  </h3>
                  <p className="mt-2 text-sm text-stone-700" {...langAttrs(locale, internship.lang)}>
                    {t('company.openings.internship')} ·{' '}
                    {t(`company.openings.months.${pluralOf(internship.durationMonths, locale)}`, {
                      n: internship.durationMonths,
                    })}
                  </p>
                  <Link
                    to="/careers#internships-heading"
                    className={link}
                    aria-label={t('company.openings.detailsLabel', { title: internship.title })}
                    {...langAttrs(locale, internship.lang)}
                  >
                    {t('company.openings.details')}
                  </Link>
                </article>
              </li>
            ))}
          </ul>
        )}
        <p className="mt-10 text-center">
          <Link to="/careers#job-openings" className="font-semibold text-primary underline underline-offset-4">
            {t('company.openings.all')}
          </Link>
        </p>
      </div>
    </section>
  );
}
