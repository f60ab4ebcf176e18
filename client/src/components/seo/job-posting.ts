import { instantOf, wallClockAt } from '@common/admin/time-zone';
import type { PublicEntry } from '@common/entries/public';
import { escapeHtml } from '@common/escape-html';
import type { Locale } from '@common/locale';
import type { SiteIdentity } from '@common/site-identity';
import type { JobPosting, MonetaryAmount, Organization, WithContext } from 'schema-dts';
import { textBlocks, textBlocksHtml } from '@/lib/long-text';
import { organizationId } from './structured-data';
import { localisedUrl } from './urls';

/**
 * The last second of a day in a time zone, as ISO 8601 with that zone's offset then
 * ('2026-12-10T23:59:59+02:00'): an opening leaves the page when its closing day ends in the site's zone.
 */
export function endOfDay(day: string, timeZone: string): string | null {
  const lastMinute = instantOf({ date: day, time: '23:59' }, timeZone);
  if (!lastMinute) return null;
  const at = lastMinute.getTime() + 59_000;
  const wall = wallClockAt(new Date(at), timeZone);
  const offset = Math.round((Date.parse(`${wall.date}T${wall.time}:59Z`) - at) / 60_000);
  const sign = offset < 0 ? '-' : '+';
  const hours = String(Math.floor(Math.abs(offset) / 60)).padStart(2, '0');
  const minutes = String(Math.abs(offset) % 60).padStart(2, '0');
  return `${wall.date}T${wall.time}:59${sign}${hours}:${minutes}`;
}

export interface JobPostingContext {
  publicUrl: string;
  locale: Locale;
  /** The site's time zone (Settings), where closing days end. */
  timeZone: string;
  /** The hiring company; the group itself when the record is gone. */
  company: PublicEntry<'company'> | undefined;
  identity: SiteIdentity | null;
  /** The careers page's "Requirements" heading, in `locale`. */
  requirementsLabel: string;
}

function salary(job: PublicEntry<'job'>): MonetaryAmount | undefined {
  if (!job.currency || (job.salaryMin === null && job.salaryMax === null)) return undefined;
  const unit = job.salaryPeriod ? { unitText: job.salaryPeriod } : {};
  const range =
    job.salaryMin !== null && job.salaryMax !== null
      ? { minValue: job.salaryMin, maxValue: job.salaryMax }
      : job.salaryMin !== null
        ? { minValue: job.salaryMin }
        : { maxValue: job.salaryMax as number };
  return {
    '@type': 'MonetaryAmount',
    currency: job.currency,
    value: { '@type': 'QuantitativeValue', ...range, ...unit },
  };
}

/**
 * One opening as schema.org JobPosting, with what Google's job search requires (title, description in
 * HTML, datePosted, hiringOrganization, jobLocation) and recommends (validThrough, employmentType,
 * baseSalary, directApply, identifier). Applying is by e-mail, so directApply is false.
 */
export function jobPosting(job: PublicEntry<'job'>, context: JobPostingContext): WithContext<JobPosting> {
  const { publicUrl, locale, timeZone, company, identity } = context;
  const group: Organization | undefined = identity
    ? { '@type': 'Organization', '@id': organizationId(publicUrl), name: identity.groupName }
    : undefined;
  const hiring: Organization = company
    ? {
        '@type': 'Organization',
        name: company.name,
        ...(company.website ? { sameAs: company.website } : {}),
        ...(group ? { parentOrganization: group } : {}),
      }
    : (group ?? { '@type': 'Organization', name: '' });
  const requirements = job.requirements.length
    ? `<p>${escapeHtml(context.requirementsLabel)}</p><ul>${job.requirements.map((r) => `<li>${escapeHtml(r)}</li>`).join('')}</ul>`
    : '';
  const validThrough = job.closesAt ? endOfDay(job.closesAt, timeZone) : null;
  const baseSalary = salary(job);
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: job.title,
    description: textBlocksHtml(textBlocks(job.description)) + requirements,
    datePosted: job.postedAt,
    ...(validThrough ? { validThrough } : {}),
    employmentType: job.employmentType,
    hiringOrganization: hiring,
    jobLocation: {
      '@type': 'Place',
      address: { '@type': 'PostalAddress', addressLocality: job.city, addressCountry: job.country },
    },
    ...(baseSalary ? { baseSalary } : {}),
    directApply: false,
    identifier: { '@type': 'PropertyValue', name: hiring.name as string, value: String(job.id) },
    url: `${localisedUrl(publicUrl, '/careers', locale)}#job-${job.id}`,
  };
}
