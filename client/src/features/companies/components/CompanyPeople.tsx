import type { Company } from '@/components/companies/companies';
import { OfficeCard } from '@/components/offices/OfficeCard';
import { LeaderCard } from '@/components/people/LeaderCard';
import { SectionHeading } from '@/components/ui/section-heading';
import { useI18n } from '@/i18n';
import { useCompanyEntries } from '@/lib/entries';

/** The company's leaders and contact people, then its offices: each part only when it has some. */
export function CompanyPeople({ company }: { company: Company }) {
  const { t } = useI18n();
  const people = useCompanyEntries('leader', company.id) ?? [];
  const offices = useCompanyEntries('office', company.id) ?? [];
  if (people.length === 0 && offices.length === 0) return null;
  return (
    <>
      {people.length > 0 && (
        <section aria-labelledby="company-people" className="bg-stone-50 py-16 sm:py-20">
          <div className="mx-auto max-w-7xl px-4">
            <SectionHeading
              id="company-people"
              title={t('company.people.heading')}
              intro={t('company.people.intro', { company: company.name })}
            />
            <ul className="flex flex-wrap justify-center gap-6">
              {people.map((leader) => (
                <li key={leader.id} className="w-full sm:w-[calc(50%-0.75rem)] lg:w-[calc((100%-3rem)/3)]">
                  <LeaderCard leader={leader} />
                </li>
              ))}
            </ul>
          </div>
        </section>
      )}
      {offices.length > 0 && (
        <section aria-labelledby="company-offices" className="bg-white py-16 sm:py-20">
          <div className="mx-auto max-w-7xl px-4">
            <SectionHeading id="company-offices" title={t('company.offices.heading')} />
            <ul className="grid gap-6 md:grid-cols-2">
              {offices.map((office) => (
                <OfficeCard key={office.id} office={office} />
              ))}
            </ul>
          </div>
        </section>
      )}
    </>
  );
}
