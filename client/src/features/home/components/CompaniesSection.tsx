import { useCompanies } from '@/components/companies/companies';
import { Reveal } from '@/components/ui/reveal';
import { SectionHeading } from '@/components/ui/section-heading';
import { useI18n } from '@/i18n';
import { CompanyCard } from './CompanyCard';

/** SPEC §2.3 #our-companies: a card per published company (ten in the demo). */
export function CompaniesSection() {
  const { messages } = useI18n();
  const m = messages.home.companies;
  const companies = useCompanies();
  return (
    <section id="our-companies" aria-labelledby="our-companies-title" className="bg-white py-16 sm:py-24">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <Reveal delay={0.1}>
          <SectionHeading id="our-companies-title" eyebrow={m.eyebrow} title={m.title} intro={m.intro} />
        </Reveal>
        {companies.length > 0 ? (
          <ul className="mt-12 grid gap-6 sm:grid-cols-2 xl:grid-cols-5 xl:gap-5">
            {companies.map((company, index) => (
              // A short stagger along each row, within the SPEC's 0.1-0.2 s.
              <CompanyCard key={company.id} company={company} delay={0.1 + (index % 5) * 0.025} />
            ))}
          </ul>
        ) : (
          <p className="mt-12 text-center text-stone-600">{m.empty}</p>
        )}
      </div>
    </section>
  );
}
