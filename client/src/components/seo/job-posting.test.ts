import type { PublicEntry } from '@common/entries/public';
import { describe, expect, it } from 'vitest';
import { endOfDay, jobPosting } from './job-posting';

const job: PublicEntry<'job'> = {
  id: 7,
  lang: 'en',
  changedAt: null,
  title: 'Farm Manager',
  company: 3,
  category: null,
  city: 'Nairobi',
  country: 'KE',
  employmentType: 'PART_TIME',
  level: 'senior',
  salaryMin: 2500,
  salaryMax: null,
  currency: 'USD',
  salaryPeriod: 'YEAR',
  description: 'Run the farm.\n\nYou will:\n- plan <crops>',
  requirements: [],
  postedAt: '2026-11-01',
  closesAt: null,
};
const context = {
  publicUrl: 'https://veb.test',
  locale: 'fr' as const,
  timeZone: 'Africa/Nairobi',
  company: undefined,
  identity: null,
  requirementsLabel: 'Profil recherché',
};

describe('JobPosting', () => {
  it('ends a closing day at its last second in the zone, with the offset of that day', () => {
    expect(endOfDay('2026-12-10', 'Africa/Johannesburg')).toBe('2026-12-10T23:59:59+02:00');
    expect(endOfDay('2026-07-01', 'Europe/Paris')).toBe('2026-07-01T23:59:59+02:00');
    expect(endOfDay('2026-01-15', 'Europe/Paris')).toBe('2026-01-15T23:59:59+01:00');
    expect(endOfDay('2026-01-15', 'America/St_Johns')).toBe('2026-01-15T23:59:59-03:30');
    expect(endOfDay('2026-02-31', 'UTC')).toBeNull();
  });

  it('leaves out what the opening does not say: no closing day, one end of the salary, no company', () => {
    const posting = jobPosting(job, context) as unknown as Record<string, unknown>;
    expect(posting.validThrough).toBeUndefined();
    expect(posting.baseSalary).toEqual({
      '@type': 'MonetaryAmount',
      currency: 'USD',
      value: { '@type': 'QuantitativeValue', minValue: 2500, unitText: 'YEAR' },
    });
    expect(posting.description).toBe('<p>Run the farm.</p><p>You will:</p><ul><li>plan &lt;crops&gt;</li></ul>');
    expect(posting.url).toBe('https://veb.test/careers?lang=fr#job-7');
    const noSalary = jobPosting({ ...job, currency: null }, context) as unknown as Record<string, unknown>;
    expect(noSalary.baseSalary).toBeUndefined();
  });

  it('names the hiring company with its site, and the group as its parent', () => {
    const company = { id: 3, name: 'VEB Greenharvest', website: 'https://gh.test' } as PublicEntry<'company'>;
    const identity = { groupName: 'VEB Group' } as Parameters<typeof jobPosting>[1]['identity'];
    const posting = jobPosting(job, { ...context, company, identity }) as unknown as Record<string, unknown>;
    expect(posting.hiringOrganization).toEqual({
      '@type': 'Organization',
      name: 'VEB Greenharvest',
      sameAs: 'https://gh.test',
      parentOrganization: { '@type': 'Organization', '@id': 'https://veb.test/#organization', name: 'VEB Group' },
    });
    expect(posting.identifier).toEqual({ '@type': 'PropertyValue', name: 'VEB Greenharvest', value: '7' });
  });
});
