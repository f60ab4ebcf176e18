import { PageMeta } from '@/components/seo/PageMeta';
import { CompanyAbout } from '@/features/companies/components/CompanyAbout';
import { CompanyHero } from '@/features/companies/components/CompanyHero';
import { CompanyNews } from '@/features/companies/components/CompanyNews';
import { CompanyOpenings } from '@/features/companies/components/CompanyOpenings';
import { CompanyPeople } from '@/features/companies/components/CompanyPeople';
import { CompanyStories } from '@/features/companies/components/CompanyStories';
import { useCompany } from '@/features/companies/use-company';
import { ContactForm } from '@/features/contact/components/ContactForm';
import { useI18n } from '@/i18n';
import { Link } from '@/lib/router';

/**
 * A company's own page, /companies/{slug} (docs/decisions/084): everything on it is the staff's records,
 * in the visitor's language. An address no company has is a 404 page (an old slug is moved by the server).
 */
export default function CompanyPage() {
  const { t } = useI18n();
  const company = useCompany();
  if (!company) {
    return (
      <div className="mx-auto flex min-h-[60vh] max-w-3xl flex-col items-center justify-center px-4 py-16 text-center">
        <PageMeta title={t('company.notFound.title')} description={t('company.notFound.text')} status={404} />
        <h1 className="text-3xl font-bold text-stone-900">{t('company.notFound.title')}</h1>
        <p className="mt-4 text-stone-600">{t('company.notFound.text')}</p>
        <Link
          to="/#our-companies"
          className="mt-8 rounded-md bg-primary px-5 py-2.5 font-medium text-white hover:bg-primary-dark"
        >
          {t('company.notFound.back')}
        </Link>
      </div>
    );
  }
  return (
    <>
      <PageMeta
        title={company.name}
        description={t('company.meta.description', { company: company.name, tagline: company.tagline })}
        image={company.hero ? company.hero.src : undefined}
      />
      <CompanyHero company={company} />
      <CompanyAbout company={company} />
      <CompanyPeople company={company} />
      <CompanyOpenings company={company} />
      <CompanyStories company={company} />
      <CompanyNews company={company} />
      {/* The Contact page's form, its messages addressed to this company's queue in the inbox (decision 084). */}
      <section
        id="contact"
        aria-labelledby="company-contact-heading"
        className="scroll-mt-20 bg-stone-50 py-16 sm:py-20"
      >
        <div className="mx-auto max-w-3xl px-4">
          <h2 id="company-contact-heading" className="text-center text-3xl font-bold tracking-tight text-stone-900">
            {t('company.contact.heading', { company: company.name })}
          </h2>
          <p className="mt-4 mb-10 text-center text-lg text-stone-600">
            {t('company.contact.intro', { company: company.name })}
          </p>
          <ContactForm toCompany={company.slug} labelledBy="company-contact-heading" />
        </div>
      </section>
    </>
  );
}
