import { Check } from 'lucide-react';
import type { Company } from '@/components/companies/companies';
import { LongText } from '@/components/ui/long-text';
import { useI18n } from '@/i18n';
import { useCompanyEntries } from '@/lib/entries';
import { langAttrs } from '@/lib/lang';

/**
 * The company's story (its description until staff write one), what it offers, and its figures: each a
 * figure written the page's language's way with its words, as the group's figures are (docs/decisions/078).
 */
export function CompanyAbout({ company }: { company: Company }) {
  const { t, locale } = useI18n();
  const figures = useCompanyEntries('companyFigure', company.id) ?? [];
  return (
    <section aria-labelledby="company-story" className="bg-white py-16 sm:py-20">
      <div className="mx-auto grid max-w-7xl gap-12 px-4 lg:grid-cols-[3fr_2fr]">
        <div {...langAttrs(company.lang, locale)}>
          <h2
            id="company-story"
            className="text-3xl font-bold tracking-tight text-stone-900"
            {...langAttrs(locale, company.lang)}
          >
            {t('company.story.heading', { company: company.name })}
          </h2>
          <LongText text={company.story ?? company.description} className="mt-6 text-lg leading-8 text-stone-700" />
        </div>
        <div className="space-y-10">
          {company.services.length > 0 && (
            <div>
              <h3 className="text-xl font-semibold text-stone-900">{t('company.services.heading')}</h3>
              <ul className="mt-4 space-y-2" {...langAttrs(company.lang, locale)}>
                {company.services.map((service) => (
                  <li key={service} className="flex gap-2 text-stone-700">
                    <Check aria-hidden="true" className="mt-1 h-4 w-4 shrink-0 text-primary" />
                    <span>{service}</span>
                  </li>
                ))}
              </ul>
            </div>
          )}
          {figures.length > 0 && (
            <div>
              <h3 className="text-xl font-semibold text-stone-900">
                {t('company.figures.heading', { company: company.name })}
              </h3>
              <dl className="mt-4 grid grid-cols-2 gap-4">
                {figures.map((figure) => (
                  <div
                    key={figure.id}
                    data-figure="company"
                    className="flex flex-col-reverse justify-end rounded-2xl bg-primary-light px-4 py-5"
                  >
                    <dt className="mt-1 text-sm text-stone-700" {...langAttrs(figure.lang, locale)}>
                      {figure.label}
                    </dt>
                    <dd className="text-3xl font-extrabold text-primary-dark">{figure.value}</dd>
                  </div>
                ))}
              </dl>
            </div>
          )}
        </div>
      </div>
    </section>
  );
}
